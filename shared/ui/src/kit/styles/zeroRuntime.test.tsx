import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';

/**
 * The kit's production styling rests on two documented antd 6 APIs: `theme.zeroRuntime` (antd builds
 * and inserts no component style) and the sheet made by static-style-extract (renderKitStyles.tsx).
 * This renders the kit's components as a production build runs them and fails when an upgrade
 * breaks either: a component style built at run time, or a class a component draws that the sheet
 * has no rule for.
 */

let sheet: string;
let Tree: ComponentType;

beforeAll(async () => {
  // The sheet exactly as the production build makes it (rendered in a process of its own, or from its cache).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sheet = (require('@portal/build/kit-css') as { renderSheet: () => string }).renderSheet();
  // A production build defines it (webpack.mjs); the kit's provider reads it when it loads.
  (globalThis as { __PORTAL_KIT_CSS__?: boolean }).__PORTAL_KIT_CSS__ = true;
  const { KitProvider } = await import('../KitProvider');
  const { Alert, Button, Checkbox, Collapse, Descriptions, Drawer, Dropdown, Empty, Form, Input, Modal, Radio, Result, Select, Space, Spin, Steps, Table, Tabs, Tag, Tooltip } = await import('antd');
  Tree = function KitTree() {
    return (
      <KitProvider>
        <Alert title="a" type="error" showIcon />
        <Button type="primary">a</Button>
        <Checkbox.Group options={['a']} />
        <Collapse items={[{ key: 'a', label: 'a', children: 'b' }]} defaultActiveKey={['a']} />
        <Descriptions items={[{ key: 'a', label: 'a', children: 'b' }]} />
        <Drawer open title="a">
          b
        </Drawer>
        <Dropdown open menu={{ items: [{ key: 'a', label: 'a' }] }}>
          <span>a</span>
        </Dropdown>
        <Empty />
        <Form layout="vertical">
          <Form.Item label="a" help="b" validateStatus="error">
            <Input.Password />
          </Form.Item>
        </Form>
        <Modal open title="a">
          b
        </Modal>
        <Radio.Group optionType="button" options={['a']} />
        <Result status="success" title="a" />
        <Select open options={[{ value: 'a', label: 'a' }]} />
        <Space.Compact>
          <Input />
        </Space.Compact>
        <Spin />
        <Steps items={[{ title: 'a' }]} />
        <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 'b' }]} />
        <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />
        <Tag color="green">a</Tag>
        <Tooltip open title="a">
          <span>a</span>
        </Tooltip>
      </KitProvider>
    );
  };
}, 120_000);

afterAll(() => {
  delete (globalThis as { __PORTAL_KIT_CSS__?: boolean }).__PORTAL_KIT_CSS__;
});

it('builds no component style in the browser: antd writes only its theme variables, the icons\' reset, keyframes and the open dialog\'s scroll lock', async () => {
  await act(async () => {
    render(<Tree />);
  });
  const kind = (style: HTMLStyleElement) =>
    style.getAttribute('data-cache-path') ??
    (style.hasAttribute('data-token-hash') ? 'variables' : /^_effect-/.test(style.getAttribute('data-css-hash') ?? '') ? 'keyframes' : /^rc-util-locker-/.test(style.getAttribute('rc-util-key') ?? '') ? 'scroll lock' : style.outerHTML.slice(0, 120));
  const written = new Set([...document.querySelectorAll('style')].map(kind));
  // A component's style has a cache path `<hash>|<Component>-<sub>|<prefix>|…`: none is built. The scroll
  // lock's <style> is why webpack.mjs aliases @rc-component/util's dynamicCSS (it is given no nonce).
  expect([...written].sort()).toEqual(['keyframes', 'scroll lock', 'variables', '|ant-design-icons|anticon']);
});

it('has the rules of every component the kit draws (each element a style hook ran for carries the theme hash beside its class)', async () => {
  await act(async () => {
    render(<Tree />);
  });
  const styled = [...document.querySelectorAll('[class]')].filter((el) => [...el.classList].some((cls) => /^css-(?!var-)/.test(cls)));
  const roots = new Set(styled.map((el) => el.classList[0]).filter((cls) => /^ant-/.test(cls)));
  expect(roots.size).toBeGreaterThan(20);
  const missing = [...roots].filter((cls) => !new RegExp(`\\.${cls}(?![\\w-])`).test(sheet)).sort();
  expect(missing).toEqual([]);
});
