import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ApiError, ENTERPRISE_CODES, enterpriseAuthApi, personalAuthApi, sessionApi, type EnterpriseAuthInfoAnswer } from '@portal/core';
import { renderAt as renderRoutes } from '../shared/testing';

// No delay between keystrokes: typing into antd forms is slow enough in jsdom.
// Long values (card, ID, mobile numbers) are pasted: typed key by key, each key re-renders the antd form, slow on a loaded machine.
const userEvent = userEventLib.setup({ delay: null });
const CODE = '91330106MA2H7Y3KXQ';

const info = (subSts: string | null, extra: Partial<EnterpriseAuthInfoAnswer> = {}): EnterpriseAuthInfoAnswer => ({
  sts: subSts ? { sts: 'PROCESSING', subSts } : null,
  entName: '杭州西湖云帆科技有限公司',
  companyUCId: 'UCE1',
  isLegalPerson: true,
  role: 'LEGAL_PERSON',
  changes: { legalChange: 'none', adminChange: 'none' },
  businessLicense: { entType: 1, creditCode: CODE },
  authMethod: 1,
  businessType: 'abt_ent_abcp',
  ...extra,
} as EnterpriseAuthInfoAnswer);

function renderAt(path: string, answer: EnterpriseAuthInfoAnswer) {
  jest.spyOn(enterpriseAuthApi, 'info').mockResolvedValue(answer);
  renderRoutes(path, { user: { username: '何俊', mobile: '13800000020', mobileNo: '138****0020' } });
}

const business = (code: number, message: string) => new ApiError({ kind: 'business', path: '/x', code, serverMessage: message });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('enterprise pages', () => {
  it('AuthCertificate says what is missing or malformed before ent4 is asked', async () => {
    const fourFactor = jest.spyOn(enterpriseAuthApi, 'fourFactor');
    renderAt(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}`, info(null, { authMethod: null }));
    await screen.findByRole('heading', { level: 1, name: '填写企业信息' });
    await userEvent.clear(await screen.findByLabelText('统一社会信用代码'));
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), 'AB-12');
    await userEvent.click(screen.getByRole('button', { name: '提交企业信息' }));
    expect(await screen.findByText('只能输入数字和字母')).toBeInTheDocument();
    expect(screen.getByText('请选择企业认证方式')).toBeInTheDocument();
    expect(await screen.findByText('请输入身份证号')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('统一社会信用代码'));
    await userEvent.click(screen.getByLabelText('统一社会信用代码'));
    await userEvent.paste('91330106MA2H7Y3KX0');
    await userEvent.click(screen.getByRole('button', { name: '提交企业信息' }));
    expect(await screen.findByText('请输入正确的统一社会信用代码')).toBeInTheDocument();
    expect(fourFactor).not.toHaveBeenCalled();
  });

  it('AuthCertificate refuses another person\'s ID card for the legal representative, keeping what was typed', async () => {
    const fourFactor = jest.spyOn(enterpriseAuthApi, 'fourFactor').mockResolvedValue({ factorSts: 'SUCCESS', reason: null, entSts: { sts: 'PROCESSING', subSts: 'ENT_4_FINISH' }, authMethod: 1, isLegalPerson: true });
    jest.spyOn(personalAuthApi, 'upload').mockImplementation(async (file) => ({ fileId: `F-${file.name}`, fileName: file.name, url: `/f/${file.name}`, size: 10, contentType: 'image/png' }));
    const ocr = jest.spyOn(personalAuthApi, 'ocrIdCard').mockResolvedValue({ side: 'front', name: '林晓雪', idNo: '350203199307180466', gender: '女', nation: '汉', birth: '1993年7月18日', address: '厦门' });
    renderAt(`/AuthEnterprise/AuthCertificate?creditCode=${CODE}`, info(null));
    await screen.findByRole('heading', { level: 1, name: '填写企业信息' });
    await userEvent.type(screen.getByLabelText('企业名称'), '杭州西湖云帆科技有限公司');
    await userEvent.type(screen.getByLabelText('法定代表人姓名'), '何俊');
    await userEvent.type(screen.getByLabelText('法定代表人身份证号'), '330106198605140310');
    await userEvent.click(screen.getByRole('radio', { name: '小额打款 + 法定代表人线上认证' }));
    const image = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), image('front.png'));
    await userEvent.upload(screen.getByLabelText('身份证国徽面', { selector: 'input' }), image('back.png'));
    expect(await screen.findByText('身份证照片与填写的法定代表人姓名或身份证号不一致，请核对')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交企业信息' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('身份证照片与填写的法定代表人姓名或身份证号不一致，请上传法定代表人本人的身份证照片');
    expect(fourFactor).not.toHaveBeenCalled();
    expect(screen.getByLabelText('法定代表人姓名')).toHaveValue('何俊');
    expect(screen.getByLabelText('法定代表人身份证号')).toHaveValue('330106198605140310');
    // The legal representative's own card: it matches, and ent4 is asked.
    ocr.mockResolvedValue({ side: 'front', name: '何俊', idNo: '330106198605140310', gender: '男', nation: '汉', birth: '1986年5月14日', address: '杭州' });
    await userEvent.click(screen.getByRole('button', { name: '删除身份证人像面' }));
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), image('own-front.png'));
    expect(await screen.findByText('身份证信息与法定代表人一致')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交企业信息' }));
    await waitFor(() => expect(fourFactor).toHaveBeenCalledWith(expect.objectContaining({ legalPersonName: '何俊', idCardFrontFileId: 'F-own-front.png' })));
  }, 120_000);

  it('AuthBackfill wants two decimals, shows the tries left, and offers a new application after the limit', async () => {
    const verify = jest
      .spyOn(enterpriseAuthApi, 'verifyRemittance')
      .mockRejectedValueOnce(business(ENTERPRISE_CODES.AMOUNT_WRONG, '打款金额不正确，您还可以尝试2次'))
      .mockRejectedValueOnce(business(ENTERPRISE_CODES.AMOUNT_TRIES_EXHAUSTED, '验证次数已用完，请重新申请打款'));
    renderAt(`/AuthEnterprise/AuthBackfill?creditCode=${CODE}`, info('ENT_SMALL_AMT_APPLY'));
    const amount = await screen.findByLabelText('到账金额（元）');
    await userEvent.type(amount, '0.5');
    await userEvent.click(screen.getByRole('button', { name: '验证金额' }));
    expect(await screen.findByText('请输入正确的金额（保留两位小数）')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    await userEvent.type(amount, '1');
    await userEvent.click(screen.getByRole('button', { name: '验证金额' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('打款金额不正确，您还可以尝试2次');
    await userEvent.click(screen.getByRole('button', { name: '验证金额' }));
    expect(await screen.findByText('验证次数已用完，请重新申请打款')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新申请打款' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/AuthPayment'));
  });

  it('AuthBackfill with no tries left says so when the page opens, with 重新申请打款 (issue 47 item 5)', async () => {
    const verify = jest.spyOn(enterpriseAuthApi, 'verifyRemittance');
    renderAt(`/AuthEnterprise/AuthBackfill?creditCode=${CODE}`, info('ENT_SMALL_AMT_APPLY', { remittance: { triesLeft: 0, maxTries: 3 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证次数已用完，请重新申请打款');
    expect(screen.getByLabelText('到账金额（元）')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '验证金额' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新申请打款' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/AuthPayment'));
    expect(verify).not.toHaveBeenCalled();
  });

  it('AuthPayment marks every field it requires, 对公账号 among them (issue 47 item 10)', async () => {
    jest.spyOn(enterpriseAuthApi, 'banks').mockResolvedValue([]);
    jest.spyOn(enterpriseAuthApi, 'areas').mockResolvedValue([]);
    renderAt(`/AuthEnterprise/AuthPayment?creditCode=${CODE}`, info('ENT_4_FINISH'));
    const accountNo = await screen.findByLabelText('对公账号');
    const label = document.querySelector(`label[for="${accountNo.id}"]`);
    expect(label).toHaveClass('ant-form-item-required');
    expect(document.querySelector('label[for="accountName"]')).toHaveClass('ant-form-item-required');
  });

  it('AuthBackfill with tries left says how many', async () => {
    renderAt(`/AuthEnterprise/AuthBackfill?creditCode=${CODE}`, info('ENT_SMALL_AMT_APPLY', { remittance: { triesLeft: 2, maxTries: 3 } }));
    expect(await screen.findByText('剩余验证次数：2/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '验证金额' })).toBeEnabled();
  });

  it('the add-company dialog wants a name, searches from 3 characters and wants a pick', async () => {
    const search = jest.spyOn(enterpriseAuthApi, 'search').mockResolvedValue([{ entName: '杭州西湖云帆科技有限公司', creditCode: CODE, entityType: 1, frName: '何俊' }]);
    const relate = jest.spyOn(enterpriseAuthApi, 'relate');
    renderAt('/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold', info(null));
    await userEvent.click(await screen.findByRole('button', { name: '添加企业' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入企业名称')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('企业名称'), '云帆');
    expect(search).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('企业名称'), '科');
    expect(await screen.findByRole('radio', { name: '杭州西湖云帆科技有限公司' })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('云帆科');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择关联企业')).toBeInTheDocument();
    expect(relate).not.toHaveBeenCalled();
  });

  it('SelectBusiness draws 添加企业 below the linked companies once they are in: their rows never push it away from under a click', async () => {
    let answer: (companies: Awaited<ReturnType<typeof sessionApi.fetchCompanies>>) => void = () => undefined;
    jest.spyOn(sessionApi, 'fetchCompanies').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold', info(null));
    expect(await screen.findByText('正在加载已关联的企业…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加企业' })).not.toBeInTheDocument();
    answer({ userCustmoerId: 'U1', companys: [{ companyUCId: 'C1', creditCode: CODE, companyName: '杭州西湖云帆科技有限公司' }] });
    const add = await screen.findByRole('button', { name: '添加企业' });
    const list = screen.getByRole('radiogroup', { name: '已关联的企业' });
    expect(list.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: '添加企业' })).toBeInTheDocument();
  });

  it('SelectBusiness lists the linked companies with their state; a pick is required; a failed load retries', async () => {
    const REJECTED = '91440115MA59CT7N0X';
    jest
      .spyOn(sessionApi, 'fetchCompanies')
      // A read after a 5xx is asked once more (the error catalogue): failing twice is a load failed for good.
      .mockRejectedValueOnce(new ApiError({ kind: 'http', path: '/uc/v1/api/auth/select/customer-ent', status: 503 }))
      .mockRejectedValueOnce(new ApiError({ kind: 'http', path: '/uc/v1/api/auth/select/customer-ent', status: 503 }))
      .mockResolvedValue({
        userCustmoerId: 'U1',
        companys: [
          { companyUCId: 'C1', creditCode: CODE, companyName: '杭州西湖云帆科技有限公司' },
          { companyUCId: 'C2', creditCode: REJECTED, companyName: '广州南沙恒通物流有限公司' },
        ],
      });
    jest.spyOn(sessionApi, 'saveEntInfo').mockResolvedValue(undefined as never);
    renderAt('/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold', info(null));
    jest.spyOn(enterpriseAuthApi, 'info').mockImplementation(async (_mobile, entCode) =>
      entCode === REJECTED ? info('MANUAL_CHECK_REJECT_CUSTOMER', { entName: '广州南沙恒通物流有限公司' }) : info(null, { sts: { sts: 'SUCCESS', subSts: 'WISH_FINISH' } }),
    );
    const failed = await screen.findByTestId('load-failed');
    expect(failed).toHaveTextContent('已关联的企业加载失败：服务出错,请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    const list = await screen.findByRole('radiogroup', { name: '已关联的企业' });
    expect(list).toHaveTextContent(/杭州西湖云帆科技有限公司\s*已认证/);
    expect(list).toHaveTextContent(/广州南沙恒通物流有限公司\s*认证材料被退回/);
    await userEvent.click(screen.getByRole('button', { name: '选择该企业继续' }));
    expect(await screen.findByText('请选择关联企业')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /广州南沙恒通物流有限公司/ }));
    await userEvent.click(screen.getByRole('button', { name: '选择该企业继续' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/AuthReject'));
  });

  it('the add-company dialog sends the user\'s name to the operator check of an individual business, and refuses one they do not run', async () => {
    const shop = { entName: '厦门市思明区林记茶叶店', creditCode: '92350203MA8RL9T2XC', entityType: 2 as const, frName: '林晓雪' };
    jest.spyOn(enterpriseAuthApi, 'search').mockResolvedValue([shop]);
    jest.spyOn(enterpriseAuthApi, 'lookup').mockResolvedValue({ basic: shop });
    jest.spyOn(sessionApi, 'fetchCompanies').mockResolvedValue({ userCustmoerId: 'U1', companys: [] });
    const relate = jest.spyOn(enterpriseAuthApi, 'relate').mockRejectedValue(business(ENTERPRISE_CODES.NOT_OPERATOR, '您不是该企业的经营者'));
    const own = jest.spyOn(personalAuthApi, 'info').mockResolvedValueOnce({ sts: null, idInfo: { idName: '何俊', idNo: '330106198605140310' } } as never);
    renderAt('/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold', info(null));
    await userEvent.click(await screen.findByRole('button', { name: '添加企业' }));
    // Queries scoped to the dialog: role queries over the whole page are slow in jsdom.
    const dialog = await screen.findByRole('dialog', { name: '添加企业' });
    await userEvent.type(within(dialog).getByLabelText('企业名称'), '林记茶');
    await userEvent.click(await within(dialog).findByRole('radio', { name: shop.entName }));
    // The pick fills in the company's kind (antd 6's form reports the pick a task later).
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '个体工商户' })).toBeChecked());
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('您不是该企业的经营者');
    expect(relate).not.toHaveBeenCalled();
    own.mockResolvedValueOnce({ sts: null, idInfo: { idName: '林晓雪', idNo: '350203199307180466' } } as never);
    await userEvent.click(confirm);
    await waitFor(() => expect(relate).toHaveBeenCalledWith(expect.objectContaining({ entCode: shop.creditCode, operatorName: '林晓雪' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('您不是该企业的经营者');
  }, 120_000);

  it('AuthUpload: the list of missing materials follows the uploads and goes once every file is there', async () => {
    const required = [
      { code: 'ptrzxy-bl-0001', title: '平台认证服务协议', templateUrl: null },
      { code: 'szzsgs-bl-0006', title: '数字证书服务协议（企业）', templateUrl: null },
    ];
    jest.spyOn(enterpriseAuthApi, 'materials').mockResolvedValue({ authMethod: 1, required, review: null });
    jest.spyOn(enterpriseAuthApi, 'lastAudit').mockResolvedValue(null);
    const submit = jest.spyOn(enterpriseAuthApi, 'submitMaterials');
    jest.spyOn(personalAuthApi, 'upload').mockImplementation(async (file) => ({ fileId: `F-${file.name}`, fileName: file.name, url: `/f/${file.name}`, contentType: 'application/pdf', size: file.size }));
    renderAt(`/AuthEnterprise/AuthUpload?creditCode=${CODE}`, info('JUMP_SUBMIT_MATERIALS'));
    await userEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请上传全部所需材料：平台认证服务协议、数字证书服务协议（企业）');
    const pdf = (name: string) => new File(['%PDF-1.4'], `${name}.pdf`, { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('平台认证服务协议', { selector: 'input' }), pdf('a'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^请上传全部所需材料：数字证书服务协议（企业）$/));
    await userEvent.upload(screen.getByLabelText('数字证书服务协议（企业）', { selector: 'input' }), pdf('b'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    ['SelectBusiness?busType=abcp&fromProduct=twogold', '请选择需要认证的企业：已关联的企业可继续办理，也可添加新的企业。'],
    ['SelectBusinessOrder?busType=ddb&fromProduct=orderCredit', '请选择订单融资模式，再选择需要认证的企业：已关联的企业可继续办理，也可添加新的企业。'],
  ])('%s: the lead says what the page offers (no type choice it does not have)', async (path, lead) => {
    jest.spyOn(sessionApi, 'fetchCompanies').mockResolvedValue({ userCustmoerId: 'U1', companys: [] });
    renderAt(`/AuthEnterprise/${path}`, info(null));
    expect(await screen.findByText(lead)).toBeInTheDocument();
  });

  it('a page the state does not allow sends the user to the right one', async () => {
    renderAt(`/AuthEnterprise/AuthResult?creditCode=${CODE}`, info('ENT_SMALL_AMT_APPLY'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/AuthBackfill'));
    expect(await screen.findByRole('heading', { level: 1, name: '回填打款金额' })).toBeInTheDocument();
  });
});
