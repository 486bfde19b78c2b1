import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Company, EnterpriseAuthInfo, PersonalAuthInfo } from '@portal/core';
import { createTestSession } from '@portal/ui/testing';
import { SessionArea } from './SessionArea';
import { ShellSessionProvider, createShellSession } from './ShellSession';

const card = () => screen.queryByRole('group', { name: '用户信息' });

interface Extra {
  personalAuth?: PersonalAuthInfo;
  enterpriseAuth?: EnterpriseAuthInfo;
  /** The name the trigger is found by, when not the user info's. */
  shown?: string;
}

function renderSignedIn(user: { username: string; mobile: string; mobileNo: string }, company?: Company | null, extra: Extra = {}) {
  const { store } = createTestSession({ user, company, personalAuth: extra.personalAuth });
  if (extra.enterpriseAuth) store.setEnterpriseAuth(extra.enterpriseAuth);
  render(
    <ShellSessionProvider session={createShellSession({ store })}>
      <MemoryRouter>
        <SessionArea />
        <button type="button">elsewhere</button>
      </MemoryRouter>
    </ShellSessionProvider>,
  );
  return screen.getByRole('button', { name: new RegExp((extra.shown || user.username || user.mobileNo).replace(/\*/g, '\\*')) });
}

describe('the user card', () => {
  it('cuts a long company name to one line and keeps it whole in the tooltip', async () => {
    const companyName = '中国（上海）自由贸易试验区临港新片区国际供应链综合服务集团股份有限公司';
    const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' }, { companyUCId: 'c1', creditCode: '91310000MA1FL0001X', companyName });
    await userEvent.click(trigger);
    const name = screen.getByText(companyName);
    expect(name).toHaveClass('portal-user__company-name');
    expect(name.parentElement).toHaveAttribute('title', companyName);
    expect(screen.getByText('当前企业')).toBeInTheDocument();
  });

  it('opens by a tap (focus, then click) and stays open until tapped again', async () => {
    const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' });
    await userEvent.click(trigger);
    expect(card()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(card()).toBeNull();
  });

  it('a click does not close the card the hover opened, and the pinned card stays when the pointer leaves', () => {
    jest.useFakeTimers();
    try {
      const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' });
      fireEvent.mouseEnter(trigger);
      expect(card()).toBeInTheDocument();
      fireEvent.click(trigger);
      expect(card()).toBeInTheDocument();
      fireEvent.mouseLeave(trigger);
      act(() => jest.advanceTimersByTime(1000));
      expect(card()).toBeInTheDocument();
      fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
      expect(card()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a hover-opened card when the pointer leaves', () => {
    jest.useFakeTimers();
    try {
      const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' });
      fireEvent.mouseEnter(trigger);
      fireEvent.mouseLeave(trigger);
      act(() => jest.advanceTimersByTime(1000));
      expect(card()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('works by keyboard: Tab, Enter opens it, its actions are reachable, Escape closes it back to the name', async () => {
    const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' });
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(card()).toBeInTheDocument();
    await userEvent.tab();
    expect(card()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(card()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(card()).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(card()).toBeInTheDocument();
  });

  it.each([
    ['no name', ''],
    ['the masked mobile as its name', '138****0002'],
  ])('shows the masked mobile once for a user with %s', async (_, username) => {
    const trigger = renderSignedIn({ username, mobile: '13800000002', mobileNo: '138****0002' });
    await userEvent.click(trigger);
    expect(card()?.textContent?.match(/138\*\*\*\*0002/g)).toHaveLength(1);
  });

  it('shows the name and the masked mobile for a named user', async () => {
    const trigger = renderSignedIn({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000' });
    await userEvent.click(trigger);
    expect(card()).toHaveTextContent('张伟138****0000');
  });

  it('after personal authentication shows the authenticated name, not the masked mobile (issue 47 item 3)', async () => {
    const personalAuth: PersonalAuthInfo = { sts: { sts: 'SUCCESS', subSts: null }, idInfo: { idName: '周晓燕', idNo: '11010519491231002X' } };
    const trigger = renderSignedIn({ username: '138****0002', mobile: '13800000002', mobileNo: '138****0002' }, null, { personalAuth, shown: '周晓燕' });
    expect(trigger).toHaveTextContent('周周晓燕');
    await userEvent.click(trigger);
    expect(card()).toHaveTextContent('周晓燕138****0002');
  });

  it('offers no 切换企业 to a user with no company, even before the companies are read (issue 47 item 10)', async () => {
    const trigger = renderSignedIn({ username: '周敏', mobile: '13800000012', mobileNo: '138****0012' }, null);
    await userEvent.click(trigger);
    expect(card()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换企业' })).toBeNull();
  });

  it("says 企业认证已过期 for a company whose authentication expired, not 企业未认证 (issue 47 item 6)", async () => {
    const company = { companyUCId: 'EC28', creditCode: '91310000MA1FL0028X', companyName: '上海过期科技有限公司' };
    const personalAuth: PersonalAuthInfo = { sts: { sts: 'SUCCESS', subSts: null }, idInfo: { idName: '张伟' } };
    const trigger = renderSignedIn({ username: '张伟', mobile: '13800000028', mobileNo: '138****0028' }, company, {
      personalAuth,
      enterpriseAuth: { sts: { sts: 'EXPIRED', subSts: null } },
    });
    await userEvent.click(trigger);
    expect(screen.getByRole('button', { name: '企业认证已过期' })).toBeInTheDocument();
    expect(screen.queryByText('企业未认证')).toBeNull();
  });
});
