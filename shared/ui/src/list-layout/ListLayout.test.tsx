import { render, screen } from '@testing-library/react';
import { ListLayout } from './ListLayout';

describe('the list layout', () => {
  it('places title, actions, filters, list and footer', () => {
    render(
      <ListLayout title="合同列表" actions={<button type="button">导出</button>} filters={<input aria-label="合同编号" />} footer={<span>共 3 条</span>}>
        <table aria-label="合同" />
      </ListLayout>,
    );
    expect(screen.getByRole('heading', { name: '合同列表' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '合同编号' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '合同' })).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('leaves out the parts it is not given', () => {
    const { container } = render(
      <ListLayout>
        <p>空</p>
      </ListLayout>,
    );
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
  });
});
