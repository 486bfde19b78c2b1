/**
 * Build time only (never bundled): the kit's antd styles rendered in Node, as one stylesheet.
 *
 * antd v5 writes its CSS in the browser: on the first render of each component it computes the
 * component's tokens, builds a style object and serialises it (stylis), then inserts a <style>.
 * On a phone that is most of a sign-in page's main-thread time. Every component the kit offers is
 * rendered here once, inside the kit's own provider (same theme, locale and prefix), into a
 * cssinjs cache; `extractStyle` turns the cache into CSS plus the map of what it holds. Shipped
 * with the kit (see ./prerendered.ts and the kit-styles loader in @portal/build), that map makes antd skip both building and inserting any
 * style the sheet already has; a style it lacks (another theme, a component not listed here) is
 * still built at run time as before.
 */
import type { JSX } from 'react';
import { renderToString } from 'react-dom/server';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Collapse,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Steps,
  Table,
  Tabs,
  Tag,
  Tooltip,
  message,
} from 'antd';
// The confirm dialogs' own style (Modal.confirm, the kit's notices), which antd registers from the dialog's body.
import ConfirmStyle from 'antd/lib/modal/style/confirm';
import { KitProvider } from '../KitProvider';

// antd's panels for components that otherwise render only in a portal (which a server skips).
// Not Modal's, Dropdown's or Select's: those panels render in a theme of their own (no popup
// z-index), whose styles no page ever uses; those components register their styles closed.
interface WithPanel {
  _InternalPanelDoNotUseOrYouWillBeFired: (props: Record<string, unknown>) => JSX.Element;
}
const panel = (component: unknown) => (component as WithPanel)._InternalPanelDoNotUseOrYouWillBeFired;

const TooltipPanel = panel(Tooltip);
const MessagePanel = panel(message);
const DrawerPanel = panel(Drawer);

function Everything() {
  return (
    <App>
      <Alert title="a" type="error" showIcon description="b" />
      <Button type="primary" loading>
        a
      </Button>
      <Button danger>a</Button>
      <Button type="link">a</Button>
      <Card title="a">b</Card>
      <Checkbox.Group options={['a']} />
      <Collapse items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Descriptions items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <DrawerPanel title="a">b</DrawerPanel>
      {/* Its menu is antd's Menu, which inside a dropdown inserts no style of its own: Dropdown's holds the menu's. */}
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
        <span>a</span>
      </Dropdown>
      <Empty />
      <Form layout="vertical">
        <Form.Item label="a" name="a" help="b" validateStatus="error">
          <Input />
        </Form.Item>
        <Form.Item label="c" name="c">
          <Input.Password />
        </Form.Item>
        <Form.Item label="d" name="d">
          <Input.TextArea />
        </Form.Item>
      </Form>
      <Modal open={false} />
      <ConfirmStyle prefixCls="ant-modal" />
      <MessagePanel content="a" type="success" />
      <Pagination total={50} />
      <Radio.Group options={['a']} />
      <Radio.Group optionType="button" options={['a']} />
      <Result status="success" title="a" />
      <Select options={[{ value: 'a' }]} />
      <Space>a</Space>
      <Space.Compact>
        <Button>a</Button>
      </Space.Compact>
      <Spin />
      <Steps items={[{ title: 'a' }]} />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 'b' }]} />
      <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Tag color="green">a</Tag>
      <Tag color="success">a</Tag>
      <TooltipPanel title="a" />
    </App>
  );
}

/**
 * Rule families antd ships that the portal never renders, left out of the sheet (together a fifth
 * of it). Guarded by renderKitStyles.test.tsx, which fails if a source starts using one:
 * - a button in a preset colour (`color` cyan, gold, ...) in every variant: the portal's buttons
 *   are default, primary, danger and link;
 * - the grid's spans, offsets, pushes and orders at every breakpoint: the kit offers no Row or
 *   Col, and no form sets `labelCol` or `wrapperCol` (a form item's own `.ant-col` stays).
 */
const UNRENDERED = [
  /\.ant-btn-color-(?:blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)(?![\w-])/,
  /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl)-)?(?:(?:push|pull|offset|order)-)?\d/,
];

/** The sheet without the rules whose every selector belongs to an unrendered family. */
export function withoutUnrenderedRules(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string) =>
    selectors.split(',').every((selector) => UNRENDERED.some((family) => family.test(selector))) ? '' : rule,
  );
}

// Component styles only. antd 6 writes its theme and each component's tokens as CSS variables
// (`.css-var-portal{--ant-…}`) in the browser whatever a sheet holds (cssinjs's useCacheToken and
// useCSSVarRegister consult no map): shipping them here too would only send them twice.
const EXTRACT: Parameters<typeof extractStyle>[1] = { plain: true, types: ['style'] };
const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/;

function renderCache(): ReturnType<typeof createCache> {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <KitProvider>
        <Everything />
      </KitProvider>
    </StyleProvider>,
  );
  return cache;
}

/**
 * The theme as antd 6 writes it in the browser (CSS variables, `.css-var-portal{--ant-color-primary:…}`):
 * not part of the sheet (see EXTRACT), rendered here for the test that the kit's colours are in it.
 */
export function renderKitTheme(): string {
  return extractStyle(renderCache(), { plain: true, types: ['token'] });
}

/** The stylesheet: plain CSS, ending with antd's `.data-ant-cssinjs-cache-path` rule (the map). */
export function renderKitStyles(): string {
  return withoutUnrenderedRules(extractStyle(renderCache(), EXTRACT));
}

/** One of antd's registered styles: its cache path (`<token hash>|<component>-<sub>|<prefix>|...`) and its CSS. */
export interface KitStyleEntry {
  path: string;
  css: string;
}

/**
 * The same sheet as renderKitStyles, one entry per style antd registered (in the sheet's order),
 * and antd's map rule apart: the build ships each entry with the antd module that registers it.
 * An entry carries its own keyframes, even where an earlier one already brought them.
 */
export function renderKitStyleEntries(): { entries: KitStyleEntry[]; map: string } {
  const cache = renderCache();
  const map = MAP_RULE.exec(extractStyle(cache, EXTRACT))?.[0] ?? '';
  const keyed = [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => {
      const value = cache.cache.get(key)?.[1] as unknown[];
      // antd sorts its sheet by a style's order, then by when it was registered: so does this.
      // cssinjs 2 keeps a style as [css, id, effects, clientOnly, order] (cssinjs 1: order at 5).
      const order = Number(value[4] ?? 0);
      const registered = (cache as unknown as { updateTimes: Map<string, number> }).updateTimes.get(key) ?? 0;
      const one = { ...cache, cache: new Map([[key, cache.cache.get(key)]]), extracted: new Set<string>() } as unknown as typeof cache;
      const css = withoutUnrenderedRules(extractStyle(one, EXTRACT).replace(MAP_RULE, ''));
      return { order, registered, entry: { path: key.replace(/^style%/, '').replace(/%/g, '|'), css } };
    })
    .filter(({ entry }) => entry.css !== '');
  return { entries: keyed.sort((a, b) => a.order - b.order || a.registered - b.registered).map(({ entry }) => entry), map };
}
