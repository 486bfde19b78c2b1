/** The user centre's calls (mock: shared/mock-api/src/user-centre/). Pages show failures themselves, so calls are quiet. */
import { FILE_LINK_EXPIRES, callApi, calls, isSilentFailure, type ContractQuery } from '@portal/core';

const quietly = { silentErrors: true } as const;

export const userCentreApi = {
  contracts: (query: ContractQuery) => callApi(calls.contractList, { query: { ...query } }, quietly),
  contract: (id: string) => callApi(calls.contractDetail, { query: { id } }, quietly),
  sendSignSms: (id: string) => callApi(calls.contractSignSms, { body: { id } }, quietly),
  sign: (id: string, smsCode: string, smsToken: string) => callApi(calls.contractSign, { body: { id, verifyType: 'sms', smsCode, smsToken } }, quietly),
  /** Signing after a passed face check of scene `contract` for this contract. */
  signByFace: (id: string, faceId: string) => callApi(calls.contractSign, { body: { id, verifyType: 'face', faceId } }, quietly),
  faceStart: (contractId: string) => callApi(calls.faceStart, { body: { scene: 'contract', contractId } }, quietly),
  faceResult: (faceId: string) => callApi(calls.faceResult, { query: { faceId } }, { ...quietly, quiet: true }),
  files: () => callApi(calls.downloadList, {}, quietly),
  fileLink: (fileKey: string) => callApi(calls.fileAuthUrl, { body: { fileKey, expires: FILE_LINK_EXPIRES } }, quietly),
  email: () => callApi(calls.email, {}, quietly),
  sendEmailCode: (email: string) => callApi(calls.emailCode, { body: { email } }, quietly),
  bindEmail: (email: string, code: string) => callApi(calls.bindEmail, { body: { email, code } }, quietly),
  loginHistory: () => callApi(calls.loginHistory, {}, quietly),
  logoutAll: () => callApi(calls.logoutAll, {}, quietly),
  sendRevealSms: () => callApi(calls.revealSms, { body: {} }, quietly),
  reveal: (smsCode: string, smsToken: string) => callApi(calls.reveal, { body: { smsCode, smsToken } }, quietly),
  entInfo: () => callApi(calls.userEntInfo, {}, quietly),
};

/**
 * Fetches a time-limited link and follows it. Resolves to the message to show, or null when the
 * download started or the catalogue keeps the refusal silent (1004002).
 */
export async function downloadFile(fileKey: string, failureText: string): Promise<string | null> {
  try {
    const { url } = await userCentreApi.fileLink(fileKey);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.rel = 'noopener';
    anchor.download = '';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    return null;
  } catch (error) {
    if (isSilentFailure(error)) return null;
    return failureText;
  }
}

export const errorText = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
