import { fireEvent, render, screen } from '@testing-library/react';
import type { AuthErrorCase } from '@portal/core';
import { AuthErrorDialog } from './AuthErrorDialog';

// antd's scroll lock measures the scrollbar with a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

const COMPANY = '杭州西湖云帆科技有限公司';
const CODE = '91330106MA2B1C3D4E';
const buttons = () => screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, '')).filter((t) => t);

describe('the auth-error dialog', () => {
  it.each<[AuthErrorCase, string, string, string]>([
    ['expired', '企业认证已过期', '重新认证', `/AuthEnterprise/AuthCertificate?creditCode=${CODE}&type=addEntAuth`],
    ['associationRemoved', '关联关系已解除', '重新添加企业', '/AuthEnterprise/SelectBusiness?type=addEntAuth'],
    ['legalChange', '法人正在变更中或已变更', '去变更', `/LegalChange/admin/upload?creditCode=${CODE}`],
    ['adminChange', '平台管理员正在变更中或已变更', '去变更', `/AdminChange/become/change?creditCode=${CODE}`],
  ])('%s: says so with the company and leads to its next step', (kind, phrase, action, path) => {
    const onNavigate = jest.fn();
    const onClose = jest.fn();
    render(<AuthErrorDialog kind={kind} entName={COMPANY} creditCode={CODE} onNavigate={onNavigate} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('企业认证异常');
    expect(dialog).toHaveTextContent(COMPANY);
    expect(dialog).toHaveTextContent(phrase);
    expect(buttons()).toEqual(expect.arrayContaining(['取消', action]));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(action.split('').join('\\s*')) }));
    expect(onNavigate).toHaveBeenCalledWith(path);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('alreadyAuthenticated: only acknowledges, going nowhere', () => {
    const onNavigate = jest.fn();
    const onClose = jest.fn();
    render(<AuthErrorDialog kind="alreadyAuthenticated" entName={COMPANY} creditCode={CODE} onNavigate={onNavigate} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(`${COMPANY}已完成企业认证，无需重复认证`);
    expect(buttons()).not.toContain('取消');
    fireEvent.click(screen.getByRole('button', { name: /已\s*知\s*晓/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('is closed without a case', () => {
    render(<AuthErrorDialog kind={null} onNavigate={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
