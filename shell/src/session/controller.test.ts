/** @jest-environment node */
import { createSessionController } from './controller';

const A = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };

describe('session controller', () => {
  it('shows one blocking box for a burst of the same notice', () => {
    const controller = createSessionController();
    const heard = jest.fn();
    controller.subscribe(heard);
    const notice = { code: 1004001, message: '账号已冻结', closeWindow: true, clearSession: true };
    controller.showNotice(notice);
    controller.showNotice({ ...notice });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(controller.closeNotice()).toEqual(notice);
    expect(controller.getState().notice).toBeUndefined();
  });

  it('switches the login dialog between its two pages and closes it with what it was', () => {
    const controller = createSessionController();
    expect(controller.everOpened()).toBe(false);
    controller.openLogin({ requestId: 'r', key: 'header' });
    controller.showPasswordPage({ mobile: '13800000003', title: '重置密码', operationType: 3 });
    expect(controller.getState().login).toMatchObject({ page: 'password', password: { title: '重置密码' } });
    controller.showLoginForm();
    expect(controller.getState().login).toMatchObject({ page: 'form', password: undefined });
    expect(controller.closeLogin()).toMatchObject({ requestId: 'r', key: 'header', afterExpiry: false });
    expect(controller.everOpened()).toBe(true);
  });

  it('answers a company choice once; a newer choice cancels the older one', async () => {
    const controller = createSessionController();
    const first = controller.chooseCompany([A], false);
    const second = controller.chooseCompany([A], true);
    await expect(first).resolves.toBeUndefined();
    controller.resolveCompany(A);
    await expect(second).resolves.toEqual(A);
  });
});
