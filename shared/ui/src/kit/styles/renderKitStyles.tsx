/**
 * Build time only (never bundled): the kit's antd styles as one stylesheet, for antd 6's zero-runtime
 * mode (`theme.zeroRuntime`, see ../KitProvider.tsx), in which antd builds and inserts no component
 * style in the browser and expects the CSS from a file.
 *
 * The sheet is made the way antd documents it ("Server Side Rendering", whole export):
 * `@ant-design/static-style-extract` renders the antd components the kit offers (`includes`) inside
 * the kit's own provider (`customTheme`: same theme, locale, prefix and CSS-variable key) and
 * extracts their styles with `@ant-design/cssinjs`. Beside them the provider renders the pieces
 * those components register only from inside (a form item's row and columns, a password field, a
 * compact space, a button group in a radio), with antd's public components only.
 */
import { Fragment, type ReactNode } from 'react';
import { extractStyle } from '@ant-design/static-style-extract';
import { Button, Checkbox, Collapse, Descriptions, Form, Input, Pagination, Radio, Result, Space, Steps, Table, Tabs, Tag } from 'antd';
import { KitProvider } from '../KitProvider';

/**
 * The antd components the kit offers (`export { X } from 'antd'` in ../parts, and the ones its own
 * pieces render: a table's pager), by their export name in antd. renderKitStyles.test.tsx fails if
 * a part exports an antd component this list lacks.
 */
export const KIT_ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Card',
  'Checkbox',
  'Collapse',
  'Descriptions',
  'Drawer',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'Modal',
  'Pagination',
  'Radio',
  'Result',
  'Select',
  'Space',
  'Spin',
  'Steps',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'message',
];

/** What the components above register only when rendered with content: all public antd API. */
function Insides() {
  return (
    <Fragment>
      <Button type="primary" loading>
        a
      </Button>
      <Button danger>a</Button>
      <Button type="link">a</Button>
      <Checkbox.Group options={['a']} />
      <Collapse items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Descriptions items={[{ key: 'a', label: 'a', children: 'b' }]} />
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
      <Pagination total={50} />
      <Radio.Group options={['a']} />
      <Radio.Group optionType="button" options={['a']} />
      <Result status="success" title="a" />
      <Space.Compact>
        <Button>a</Button>
      </Space.Compact>
      <Steps items={[{ title: 'a' }]} />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 'b' }]} />
      <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />
      <Tag color="green">a</Tag>
    </Fragment>
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
  /\.ant-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:(?:push|pull|offset|order)-)?\d/,
];

/** The sheet without the rules whose every selector belongs to an unrendered family. */
export function withoutUnrenderedRules(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string) =>
    selectors.split(',').every((selector) => UNRENDERED.some((family) => family.test(selector))) ? '' : rule,
  );
}

// cssinjs ends an extracted sheet with its map of the styles it holds, which only its run-time
// styles read: in zero-runtime mode nothing reads it.
const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;

/** The stylesheet: plain CSS, the kit theme's CSS variables (`.css-var-portal{…}`) and every kit component's rules. */
export function renderKitStyles(): string {
  const css = extractStyle({
    includes: KIT_ANTD_COMPONENTS,
    // Rendered in Node, outside a production bundle: the provider keeps antd's run-time styles, which are what gets extracted.
    customTheme: (node: ReactNode) => (
      <KitProvider>
        {node}
        <Insides />
      </KitProvider>
    ),
  });
  return withoutUnrenderedRules(css.replace(MAP_RULE, ''));
}
