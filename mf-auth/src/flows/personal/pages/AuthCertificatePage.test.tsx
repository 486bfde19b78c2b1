import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// No delay between keystrokes: typing into antd forms is slow enough in jsdom.
// Long values (card, ID, mobile numbers) are pasted: typed key by key, each key re-renders the antd form, slow on a loaded machine.
const userEvent = userEventLib.setup({ delay: null });
import { ApiError, AUTH_CODES, createDraftStore, drafts, personalAuthApi } from '@portal/core';
import { personalInfo, renderPerson } from '../../shared/testing';

const agreements = { step: 'personal' as const, list: [{ code: 'grsjxx-bl-0002', title: '《个人信息授权书》', url: '/__mock/agreements/grsjxx-bl-0002', required: true }] };
const answer = { factor: 'personal2' as const, factorSts: 'SUCCESS' as const, personalSts: { sts: 'PROCESSING', subSts: null } };

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(personalAuthApi, 'agreements').mockResolvedValue(agreements);
});
afterEach(() => jest.restoreAllMocks());

const page = async () => {
  let info = personalInfo(null, []);
  const view = renderPerson('/AuthPerson/AuthCertificate', () => info);
  await screen.findByRole('checkbox', { name: /个人信息授权书/ });
  return { ...view, pass: () => (info = personalInfo('PROCESSING', ['personal2'])) };
};

describe('AuthCertificate', () => {
  it('says what is missing or wrong before anything is sent', async () => {
    const personal2 = jest.spyOn(personalAuthApi, 'personal2');
    await page();
    await userEvent.click(screen.getByRole('button', { name: '提交并继续' }));
    expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入身份证号')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意《个人信息授权书》')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('真实姓名'), 'Zhang');
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('110105194912310021');
    await userEvent.click(screen.getByRole('button', { name: '提交并继续' }));
    expect(await screen.findByText(/请输入正确的姓名/)).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的18位居民身份证号')).toBeInTheDocument();
    expect(personal2).not.toHaveBeenCalled();
  });

  it('once the ID field said 请输入身份证号, typing 18 digits that fail the checksum says the number is wrong (issue 47 item 4)', async () => {
    await page();
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.click(screen.getByLabelText('真实姓名'));
    expect(await screen.findByText('请输入身份证号')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('110105194912310021');
    // Still in the field: the message follows what is typed, not the empty field it was.
    expect(screen.getByLabelText('身份证号')).toHaveFocus();
    expect(await screen.findByText('请输入正确的18位居民身份证号')).toBeInTheDocument();
    expect(screen.queryByText('请输入身份证号')).toBeNull();
  });

  it('sends the trimmed name and the upper-cased ID, then goes on to the factor choice', async () => {
    const personal2 = jest.spyOn(personalAuthApi, 'personal2').mockResolvedValue(answer);
    const { pass } = await page();
    await userEvent.type(screen.getByLabelText('真实姓名'), ' 张三 ');
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('11010519491231002x');
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    await userEvent.click(screen.getByRole('checkbox', { name: /个人信息授权书/ }));
    pass();
    await userEvent.click(screen.getByRole('button', { name: '提交并继续' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType'));
    expect(personal2).toHaveBeenCalledWith({ name: '张三', idNo: '11010519491231002X', agreements: ['grsjxx-bl-0002'] });
    expect(drafts.load('13800000002', 'AuthPerson/AuthCertificate')).toBeUndefined();
  });

  it("opens on the shell's auth load of this navigation, and reads afresh after the step", async () => {
    jest.spyOn(personalAuthApi, 'personal2').mockResolvedValue(answer);
    const { pass, session } = await page();
    expect(session.refreshAuth).toHaveBeenCalledTimes(1);
    expect(session.refreshAuth).toHaveBeenLastCalledWith({ pageOpen: true });
    await userEvent.type(screen.getByLabelText('真实姓名'), '张三');
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('11010519491231002X');
    await userEvent.click(screen.getByRole('checkbox', { name: /个人信息授权书/ }));
    pass();
    await userEvent.click(screen.getByRole('button', { name: '提交并继续' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType'));
    // The step's refresh, then the next page's opening read.
    expect(session.refreshAuth.mock.calls).toEqual([[{ pageOpen: true }], [{ pageOpen: false }], [{ pageOpen: true }]]);
  });

  it("draws the photos' title and lead with the heading, outside the form; after a restored draft, in the form under its notice", async () => {
    const first = await page();
    const photos = screen.getByRole('region', { name: '上传身份证照片（选填）' });
    const lead = screen.getByText('上传后自动识别姓名和身份证号，识别结果请核对后再提交。');
    expect(screen.getByRole('form', { name: '个人实名认证' })).not.toContainElement(lead);
    expect(photos).not.toContainElement(lead);
    await userEvent.type(screen.getByLabelText('真实姓名'), '张三');
    // A draft saved while typing does not move them.
    expect(screen.getByText('上传后自动识别姓名和身份证号，识别结果请核对后再提交。')).toBe(lead);
    first.unmount();
    await page();
    expect(await screen.findByText('已恢复您上次填写的内容')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '上传身份证照片（选填）' })).toContainElement(screen.getByText('上传后自动识别姓名和身份证号，识别结果请核对后再提交。'));
  });

  it('shows a mismatch on the result page (where the retry is)', async () => {
    jest.spyOn(personalAuthApi, 'personal2').mockRejectedValue(new ApiError({ kind: 'business', path: '/auth/query', code: AUTH_CODES.ID_MISMATCH, serverMessage: '姓名与身份证号不一致' }));
    await page();
    await userEvent.type(screen.getByLabelText('真实姓名'), '张三');
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('11010519491231002X');
    await userEvent.click(screen.getByRole('checkbox', { name: /个人信息授权书/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交并继续' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthResult'));
  });

  it('keeps what was typed as a draft and restores it when the page opens again', async () => {
    const first = await page();
    await userEvent.type(screen.getByLabelText('真实姓名'), '李四');
    await userEvent.click(screen.getByLabelText('身份证号'));
    await userEvent.paste('11010519491231002X');
    first.unmount();
    expect(createDraftStore().load('13800000002', 'AuthPerson/AuthCertificate')).toMatchObject({ idName: '李四', idNo: '11010519491231002X' });
    await page();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('李四');
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    expect(screen.getByText('已恢复您上次填写的内容')).toBeInTheDocument();
  });

  it('fills the fields from the ID card photo, which the user can still correct', async () => {
    jest.spyOn(personalAuthApi, 'upload').mockResolvedValue({ fileId: 'f1', fileName: 'front.png', url: '/__mock/files/f1', size: 10, contentType: 'image/png' });
    jest.spyOn(personalAuthApi, 'ocrIdCard').mockResolvedValue({ side: 'front', name: '王五', idNo: '11010519491231002x', gender: '男', nation: '汉', birth: '19491231', address: '北京市' });
    await page();
    await userEvent.upload(screen.getByLabelText('身份证人像面', { selector: 'input' }), new File([new Uint8Array(10)], 'front.png', { type: 'image/png' }));
    expect(await screen.findByText('已根据身份证照片填写姓名和身份证号，请核对')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('王五');
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    await userEvent.clear(screen.getByLabelText('真实姓名'));
    await userEvent.type(screen.getByLabelText('真实姓名'), '王武');
    expect(screen.getByLabelText('真实姓名')).toHaveValue('王武');
  });

  it('in upgrade mode prefills the old platform identity and locks it', async () => {
    renderPerson('/AuthPerson/AuthCertificate', () => personalInfo(null, []), {
      history: { personalInfo: { sts: { sts: 'SUCCESS' }, factors: { personal2: { idNo: '11010519491231002X', idName: '赵六' } } }, entInfo: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '个人升级认证' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('真实姓名')).toHaveValue('赵六'));
    expect(screen.getByLabelText('真实姓名')).toBeDisabled();
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    expect(screen.getByLabelText('身份证号')).toBeDisabled();
    expect(screen.getByText(/为了给您提供更优质的服务，平台已进行升级/)).toBeInTheDocument();
  });

  it('sends a person who already passed personal2 on to the factor choice', async () => {
    renderPerson('/AuthPerson/AuthCertificate', () => personalInfo('PROCESSING', ['personal2']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType'));
  });
});
