import { act, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { changeApi, enterpriseAuthApi, personalAuthApi, type ChangeInfoAnswer, type EnterpriseAuthInfoAnswer, type LegalChangeView } from '@portal/core';
import { personalInfo, renderAt, renderPerson } from '../shared/testing';

// No delay between keystrokes: typing into antd forms is slow enough in jsdom.
// Long values (card, ID, mobile numbers) are pasted: typed key by key, each key re-renders the antd form, slow on a loaded machine.
const userEvent = userEventLib.setup({ delay: null });

const CODE = '91310106MA1HX5R2XX';
const legal = (step: LegalChangeView['step'], side: LegalChangeView['side']): LegalChangeView => ({
  instId: 'LC1',
  businessType: '11001',
  step,
  side,
  newLegalName: '方睿',
  newLegalMobile: '138****0031',
  rejectReasons: step === 'REJECTED' ? ['变更通知书未加盖公章'] : [],
  updatedAt: 0,
});

function serve(legalChange: LegalChangeView | null, role: EnterpriseAuthInfoAnswer['role'] = 'ADMINISTRATOR') {
  const info: ChangeInfoAnswer = { entCode: CODE, entName: '上海静安恒信实业有限公司', legalChange, adminChange: null };
  jest.spyOn(changeApi, 'info').mockResolvedValue(info);
  jest.spyOn(changeApi, 'lastAudit').mockResolvedValue(null);
  jest.spyOn(enterpriseAuthApi, 'info').mockResolvedValue({ role } as EnterpriseAuthInfoAnswer);
  jest.spyOn(personalAuthApi, 'agreements').mockResolvedValue({ step: 'legalChange', list: [] });
}

const signedIn = () => personalInfo('SUCCESS', ['personal2', 'livingFace']);

afterEach(() => jest.restoreAllMocks());

describe('legal-representative change pages', () => {
  it('moves the administrator to the step the change is at', async () => {
    serve(legal('MANUAL_REVIEW', 'admin'));
    renderPerson(`/LegalChange/admin/upload?creditCode=${CODE}`, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: '变更审核中' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/LegalChange/admin/manualReview?creditCode=${CODE}`);
  });

  it('shows a rejection with its reasons and goes back to the upload', async () => {
    serve(legal('REJECTED', 'admin'));
    renderPerson(`/LegalChange/admin/reject?creditCode=${CODE}`, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: '变更审核未通过' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('变更通知书未加盖公章');
    await userEvent.click(screen.getByRole('button', { name: '重新上传材料' }));
    expect(await screen.findByRole('heading', { level: 1, name: '上传变更材料' })).toBeInTheDocument();
  });

  it('refuses an upload without both files', async () => {
    serve(null);
    const lpMaterial = jest.spyOn(changeApi, 'lpMaterial');
    renderPerson(`/LegalChange/admin/upload?creditCode=${CODE}`, signedIn);
    await userEvent.type(await screen.findByLabelText('新法定代表人姓名'), '方睿');
    await userEvent.click(screen.getByLabelText('新法定代表人身份证号'));
    await userEvent.paste('110101199003070011');
    await userEvent.click(screen.getByLabelText('新法定代表人手机号'));
    await userEvent.paste('13800000031');
    await userEvent.click(screen.getByRole('button', { name: '提交并通知新法定代表人' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请上传新营业执照和盖章的变更通知书');
    expect(lpMaterial).not.toHaveBeenCalled();
  });

  it('keeps the typed new legal representative across leaving the page and after a rejection\'s 重新上传材料 (issue 47 item 8)', async () => {
    localStorage.clear();
    serve(null);
    const first = renderPerson(`/LegalChange/admin/upload?creditCode=${CODE}`, signedIn);
    await userEvent.type(await screen.findByLabelText('新法定代表人姓名'), '方睿');
    await userEvent.click(screen.getByLabelText('新法定代表人身份证号'));
    await userEvent.paste('110101199003070011');
    await userEvent.click(screen.getByLabelText('新法定代表人手机号'));
    await userEvent.paste('13800000031');
    first.unmount();
    jest.restoreAllMocks();
    // Submitted, then rejected: 重新上传材料 opens the upload with what was typed.
    serve(legal('REJECTED', 'admin'));
    renderPerson(`/LegalChange/admin/reject?creditCode=${CODE}`, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: '重新上传材料' }));
    expect(await screen.findByLabelText('新法定代表人姓名')).toHaveValue('方睿');
    expect(screen.getByLabelText('新法定代表人身份证号')).toHaveValue('110101199003070011');
    expect(screen.getByLabelText('新法定代表人手机号')).toHaveValue('13800000031');
  });

  it('starts blank once the change succeeded', async () => {
    localStorage.clear();
    serve(null);
    const first = renderPerson(`/LegalChange/admin/upload?creditCode=${CODE}`, signedIn);
    await userEvent.type(await screen.findByLabelText('新法定代表人姓名'), '方睿');
    first.unmount();
    jest.restoreAllMocks();
    serve(legal('SUCCESS', 'admin'));
    const done = renderPerson(`/LegalChange/Legal/result?creditCode=${CODE}`, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: '变更结果' })).toBeInTheDocument();
    done.unmount();
    jest.restoreAllMocks();
    serve(null);
    renderPerson(`/LegalChange/admin/upload?creditCode=${CODE}`, signedIn);
    expect(await screen.findByLabelText('新法定代表人姓名')).toHaveValue('');
  });

  it('lands a task link where the server says the caller belongs', async () => {
    serve(legal('WAIT_LEGAL', 'legal'), 'ORDINARY');
    const jump = jest.spyOn(changeApi, 'taskJump').mockResolvedValue({ entCode: CODE, path: `/LegalChange/Legal/sign?creditCode=${CODE}` });
    renderPerson('/LegalChange/Legal/result?instId=LC1&changeWay=LEGAL', signedIn);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/LegalChange/Legal/sign?creditCode=${CODE}`));
    expect(jump).toHaveBeenCalledWith('LC1', 'LEGAL');
  });

  it('keeps the identity step as it is while the session\'s company arrives again and the auth info reloads: Enter then goes on', async () => {
    serve(legal('WAIT_LEGAL', 'legal'), 'ORDINARY');
    jest.spyOn(changeApi, 'identity').mockResolvedValue({ idName: '方睿', idNo: '110101199003070011' } as Awaited<ReturnType<typeof changeApi.identity>>);
    const company = { companyUCId: 'UC1', creditCode: CODE, companyName: '上海静安恒信实业有限公司' };
    // The page's reload of the auth info is still under way when the key is pressed.
    const { session } = renderAt(`/LegalChange/Legal/sign?creditCode=${CODE}`, { company, prepare: (s) => s.refreshAuth.mockReturnValue(new Promise<void>(() => undefined)) });
    const button = await screen.findByRole('button', { name: '确认身份，下一步' });
    expect(session.refreshAuth).toHaveBeenCalled();
    act(() => session.store.setCurrentCompany({ ...company }));
    button.focus();
    expect(screen.getByRole('button', { name: '确认身份，下一步' })).toBe(button);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/LegalChange/Legal/change?creditCode=${CODE}`));
  });

  it('tells someone with no part in the change there is nothing to do', async () => {
    serve(legal('WAIT_LEGAL', 'other'), 'ORDINARY');
    renderPerson(`/LegalChange/Legal/sign?creditCode=${CODE}`, signedIn);
    expect(await screen.findByText('当前没有需要您办理的变更事项。')).toBeInTheDocument();
  });
});
