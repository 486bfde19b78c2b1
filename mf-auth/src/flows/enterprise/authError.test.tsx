import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { AUTH_ERROR_TEXTS, ApiError, NOT_LINKED_CODE, enterpriseAuthApi, type EnterpriseAuthInfoAnswer } from '@portal/core';
import { renderAt as renderRoutes } from '../shared/testing';

const userEvent = userEventLib.setup({ delay: null });
const CODE = '91330106MA2H7Y3KXQ';

const info = (extra: Partial<EnterpriseAuthInfoAnswer>): EnterpriseAuthInfoAnswer => ({
  sts: { sts: 'SUCCESS', subSts: null },
  entName: '杭州西湖云帆科技有限公司',
  companyUCId: 'UCE1',
  isLegalPerson: false,
  role: 'ADMINISTRATOR',
  changes: { legalChange: 'none', adminChange: 'none' },
  businessLicense: { entType: 1, creditCode: CODE },
  authMethod: 1,
  businessType: 'abt_ent_abcp',
  ...extra,
});

function renderAt(path: string, answer: EnterpriseAuthInfoAnswer | Error, company: { companyUCId: string; creditCode: string; companyName: string } | null = null) {
  if (answer instanceof Error) jest.spyOn(enterpriseAuthApi, 'info').mockRejectedValue(answer);
  else jest.spyOn(enterpriseAuthApi, 'info').mockResolvedValue(answer);
  renderRoutes(path, { user: { username: '周涛', mobile: '13800000030', mobileNo: '138****0030' }, company });
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the auth-error dialog over the enterprise pages', () => {
  it('a company whose legal representative is changing: the dialog leads to the change', async () => {
    renderAt(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}`, info({ changes: { legalChange: 'inProgress', adminChange: 'none' } }));
    const dialog = await screen.findByRole('dialog', { name: '企业认证异常' });
    expect(dialog).toHaveTextContent('杭州西湖云帆科技有限公司的法人正在变更中或已变更');
    await userEvent.click(screen.getByRole('button', { name: /去\s*变\s*更/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/LegalChange/admin/upload?creditCode=${CODE}`));
  });

  it("the dialog wears the kit's look: its buttons read as written, with no space put between two characters", async () => {
    renderAt(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}`, info({ changes: { legalChange: 'inProgress', adminChange: 'none' } }));
    const dialog = await screen.findByRole('dialog', { name: AUTH_ERROR_TEXTS.title });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining([AUTH_ERROR_TEXTS.cancel, AUTH_ERROR_TEXTS.actions.legalChange]));
  });

  it('an expired authentication: the dialog says so and leads to authenticating the company again', async () => {
    renderAt(`/AuthEnterprise/AuthPayment?creditCode=${CODE}`, info({ sts: { sts: 'EXPIRED', subSts: null } }));
    const dialog = await screen.findByRole('dialog', { name: '企业认证异常' });
    expect(dialog).toHaveTextContent('杭州西湖云帆科技有限公司的企业认证已过期，请重新进行企业认证');
    await userEvent.click(within(dialog).getByRole('button', { name: /重新认证/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}&type=addEntAuth`));
    expect(await screen.findByRole('heading', { level: 1, name: '填写企业信息' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '企业认证异常' })).toBeNull();
  });

  it('a company no longer linked (501009): the association was removed; the dialog leads to adding a company', async () => {
    const unlinked = new ApiError({ kind: 'business', path: '/auth/info', code: NOT_LINKED_CODE, serverMessage: '该企业不是您的关联企业' });
    renderAt(`/AuthEnterprise/AuthType?creditCode=${CODE}`, unlinked, { companyUCId: 'UCE1', creditCode: CODE, companyName: '杭州西湖云帆科技有限公司' });
    const dialog = await screen.findByRole('dialog', { name: '企业认证异常' });
    expect(dialog).toHaveTextContent('您与杭州西湖云帆科技有限公司的关联关系已解除，如需继续办理请重新添加企业');
    await userEvent.click(within(dialog).getByRole('button', { name: /重新添加/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/SelectBusiness?type=addEntAuth'));
  });

  it('an authenticated company opened on an authentication page goes to its result, with no error dialog over it', async () => {
    renderAt(`/AuthEnterprise/AuthPayment?creditCode=${CODE}`, info({}));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/AuthResult'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: '企业认证异常' })).toBeNull();
  });

  it('no dialog on the result page of an authenticated company', async () => {
    renderAt(`/AuthEnterprise/AuthResult?creditCode=${CODE}`, info({}));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AuthCertificate: the method from the select-enterprise-auth-mode dialog', () => {
  it('the method picked in the dialog is the form\'s choice', async () => {
    renderAt(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}`, info({ sts: null, authMethod: null, role: 'LEGAL_PERSON', isLegalPerson: true }));
    await userEvent.click(await screen.findByRole('button', { name: '查看各认证方式说明并选择' }));
    const dialog = await screen.findByRole('dialog', { name: '选择企业认证方式' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^小额打款 \+ 法定代表人线下授权/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const form = screen.getByRole('form', { name: '填写企业信息' });
    await waitFor(() => expect(within(form).getByRole('radio', { name: '小额打款 + 法定代表人线下授权' })).toBeChecked());
  });
});
