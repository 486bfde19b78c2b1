import { render } from '@testing-library/react';
import { Card as AntdCard } from 'antd';
import type { ReactElement } from 'react';
import { KitProvider } from '../kit/KitProvider';
import { Card } from './Card';

const html = (element: ReactElement) => render(<KitProvider>{element}</KitProvider>).container.innerHTML;

describe("the kit's card", () => {
  it.each([
    ['a title and a body', { title: '待办事项', className: 'uc-business__todos' }],
    ['an extra and a test id', { title: '签名请求', extra: <a href="#x">更多</a>, 'data-testid': 'signed-request' }],
    ['no title', {}],
    ['no border, small', { title: '标题', variant: 'borderless', size: 'small' }],
  ] as const)('draws what antd draws with %s', (_case, props) => {
    expect(html(<Card {...props}>正文</Card>)).toBe(html(<AntdCard {...props}>正文</AntdCard>));
  });
});
