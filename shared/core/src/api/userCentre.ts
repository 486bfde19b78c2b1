/**
 * Wire types and call paths of the user centre: contracts with e-signing and locks, the download
 * centre's time-limited links, e-mail binding and the login history. The spec does not show
 * these calls (001 section 4 lists /contract-common only as exempt), so the paths are the mock's.
 */
import type { Static } from '@sinclair/typebox';
import type * as U from '../contract/schemas/userCentre';
import { BUSINESS_CODES } from '../errors';

export { CONTRACT_STATUSES, type ContractScope, type ContractStatus } from '../contract/enums';

export const USER_CENTRE_PATHS = {
  contractList: '/contract-common/v1/contract/list',
  contractDetail: '/contract-common/v1/contract/detail',
  contractSignSms: '/contract-common/v1/contract/sign/sms',
  contractSign: '/contract-common/v1/contract/sign',
  fileAuthUrl: '/ps/communal/file/auth-url',
  downloadList: '/ps/communal/file/list',
  email: '/auth/user/email',
  emailCode: '/auth/user/email/code',
  loginHistory: '/uc/v1/api/unified/login/history',
  logoutAll: '/uc/v1/api/unified/login/logoutAll',
  revealSms: '/uc/v1/api/user/reveal/sms',
  reveal: '/uc/v1/api/user/reveal',
  entInfo: '/uc/v1/api/user/ent-info',
} as const;

/** The mock's business codes of the user-centre calls (5011xx), listed in the mock README. */
export const USER_CENTRE_CODES = {
  CONTRACT_LOCKED: 501101,
  CONTRACT_NOT_SIGNABLE: 501102,
  CONTRACT_NOT_FOUND: 501103,
  EMAIL_CODE_WRONG: 501104,
  /** verifyType face without a passed, unspent face check of scene contract for that contract. */
  FACE_NOT_PASSED: 501105,
  /** The spec's silent download refusal (001 section 8): an unknown or foreign file. */
  FILE_NOT_FOUND: BUSINESS_CODES.silentOnDownload,
} as const;

/** The spec's download-link lifetime (001 section 4: POST auth-url with expires 36000000). */
export const FILE_LINK_EXPIRES = 36000000;


export type ContractParty = Static<typeof U.ContractParty>;

export type ContractEvent = Static<typeof U.ContractEvent>;

export type ContractSummary = Static<typeof U.ContractSummary>;

export type ContractDetail = Static<typeof U.ContractDetail>;

export type ContractQuery = Static<typeof U.ContractQuery>;

export type ContractPage = Static<typeof U.ContractPage>;

export type SignVerification = { id: string; verifyType: 'sms'; smsCode: string; smsToken: string };

export type SignReceipt = Static<typeof U.SignReceipt>;

export type DownloadKind = DownloadFile['kind'];

export type DownloadFile = Static<typeof U.DownloadFile>;

export type FileAuthUrlRequest = Static<typeof U.FileAuthUrlRequest>;

export type FileAuthUrl = Static<typeof U.FileAuthUrl>;

export type EmailBinding = Static<typeof U.EmailBinding>;

/** The personal information behind the masks, after an SMS re-verification. */
export type RevealedInfo = Static<typeof U.RevealedInfo>;

/** The current company as the enterprise tab of /base/info shows it. */
export type EnterpriseInfo = Static<typeof U.EnterpriseInfo>;

export type LoginRecord = Static<typeof U.LoginRecord>;

/** A product's state in the business centre, from the current company's enterprise authentication (status 2-5). */
export type CentreProductState = 'opened' | 'authenticating' | 'available' | 'expired';

/** 4 (authenticated): the product opens; 5: the authentication expired and is done again; 3: it continues; otherwise it can be opened after authenticating. */
export function centreProductState(enterpriseStatus: number): CentreProductState {
  if (enterpriseStatus === 4) return 'opened';
  if (enterpriseStatus === 5) return 'expired';
  if (enterpriseStatus === 3) return 'authenticating';
  return 'available';
}
