/** The user centre's calls (mock: shared/mock-api/src/user-centre/). Pages show failures themselves, so calls are quiet. */
import {
  AUTH_PATHS,
  FILE_LINK_EXPIRES,
  USER_CENTRE_PATHS as P,
  http,
  isSilentFailure,
  type ContractDetail,
  type ContractPage,
  type ContractQuery,
  type FaceResultAnswer,
  type FaceStartAnswer,
  type DownloadFile,
  type EmailBinding,
  type EnterpriseInfo,
  type RevealedInfo,
  type FileAuthUrl,
  type LoginRecord,
  type SignReceipt,
} from '@portal/core';

const quietly = { silentErrors: true } as const;

export const userCentreApi = {
  contracts: (query: ContractQuery) => http.get<ContractPage>(P.contractList, { ...quietly, searchParams: { ...query } }),
  contract: (id: string) => http.get<ContractDetail>(P.contractDetail, { ...quietly, searchParams: { id } }),
  sendSignSms: (id: string) => http.post<string>(P.contractSignSms, { id }, quietly),
  sign: (id: string, smsCode: string, smsToken: string) => http.post<SignReceipt>(P.contractSign, { id, verifyType: 'sms', smsCode, smsToken }, quietly),
  /** Signing after a passed face check of scene `contract` for this contract. */
  signByFace: (id: string, faceId: string) => http.post<SignReceipt>(P.contractSign, { id, verifyType: 'face', faceId }, quietly),
  faceStart: (contractId: string) => http.post<FaceStartAnswer>(AUTH_PATHS.face, { scene: 'contract', contractId }, quietly),
  faceResult: (faceId: string) => http.get<FaceResultAnswer>(AUTH_PATHS.face, { ...quietly, quiet: true, searchParams: { faceId } }),
  files: () => http.get<DownloadFile[]>(P.downloadList, quietly),
  fileLink: (fileKey: string) => http.post<FileAuthUrl>(P.fileAuthUrl, { fileKey, expires: FILE_LINK_EXPIRES }, quietly),
  email: () => http.get<EmailBinding>(P.email, quietly),
  sendEmailCode: (email: string) => http.post<null>(P.emailCode, { email }, quietly),
  bindEmail: (email: string, code: string) => http.post<EmailBinding>(P.email, { email, code }, quietly),
  loginHistory: () => http.get<LoginRecord[]>(P.loginHistory, quietly),
  logoutAll: () => http.post<null>(P.logoutAll, undefined, quietly),
  sendRevealSms: () => http.post<string>(P.revealSms, {}, quietly),
  reveal: (smsCode: string, smsToken: string) => http.post<RevealedInfo>(P.reveal, { smsCode, smsToken }, quietly),
  entInfo: () => http.get<EnterpriseInfo | null>(P.entInfo, quietly),
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
