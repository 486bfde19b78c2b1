/**
 * Wire types and call paths of the user centre: contracts with e-signing and locks, the download
 * centre's time-limited links, e-mail binding and the login history. The spec does not show
 * these calls (001 section 4 lists /contract-common only as exempt), so the paths are the mock's.
 */
import { BUSINESS_CODES } from '../errors';

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

export type ContractScope = 'enterprise' | 'person';
export type ContractStatus = 'TO_SIGN' | 'SIGNED' | 'EXPIRED' | 'REJECTED';
export const CONTRACT_STATUSES: readonly ContractStatus[] = ['TO_SIGN', 'SIGNED', 'EXPIRED', 'REJECTED'];

export interface ContractParty {
  role: string;
  name: string;
}

export interface ContractEvent {
  at: number;
  actor: string;
  action: string;
}

export interface ContractSummary {
  id: string;
  contractNo: string;
  name: string;
  scope: ContractScope;
  status: ContractStatus;
  /** Yuan, two decimals at most. */
  amount: number;
  createdAt: number;
  deadline: number;
  signedAt: number | null;
  /** Who holds the signing lock, when someone else is signing it. */
  lockedBy: string | null;
}

export interface ContractDetail extends ContractSummary {
  parties: ContractParty[];
  history: ContractEvent[];
  /** The seal (enterprise) or signature (person) placed, once signed. */
  seal: string | null;
  /** The object-storage key of the contract's PDF, for /ps/communal/file/auth-url. */
  fileKey: string;
}

export interface ContractQuery {
  scope: ContractScope;
  status?: ContractStatus;
  /** yyyy-mm-dd, on createdAt. */
  from?: string;
  to?: string;
  pageNum: number;
  pageSize: number;
}

export interface ContractPage {
  records: ContractSummary[];
  total: number;
  counts: Record<ContractStatus, number>;
}

export type SignVerification = { id: string; verifyType: 'sms'; smsCode: string; smsToken: string };

export interface SignReceipt {
  id: string;
  status: ContractStatus;
  seal: string;
  signedAt: number;
}

export type DownloadKind = 'contract' | 'voucher' | 'statement';

export interface DownloadFile {
  fileKey: string;
  name: string;
  kind: DownloadKind;
  createdAt: number;
  size: number;
}

export interface FileAuthUrlRequest {
  fileKey: string;
  expires: number;
}

export interface FileAuthUrl {
  url: string;
  expiresAt: number;
}

export interface EmailBinding {
  email: string | null;
}

/** The personal information behind the masks, after an SMS re-verification. */
export interface RevealedInfo {
  realName: string;
  idNo: string;
  mobile: string;
}

/** The current company as the enterprise tab of /base/info shows it. */
export interface EnterpriseInfo {
  entName: string;
  creditCode: string;
  /** Enterprise type of spec 000 section 3 (1 general, 2 individual business, 3, 4, 99). */
  entityType: number;
  frName: string;
  authState: 'SUCCESS' | 'PROCESSING' | 'FAILING' | null;
  administrators: string[];
  /** The signed-in user's role in the company. */
  role: 'LEGAL_PERSON' | 'ADMINISTRATOR' | 'ORDINARY';
}

export interface LoginRecord {
  at: number;
  ip: string;
  device: string;
  way: string;
  current: boolean;
}

/** A product's state in the business centre, from the current company's enterprise authentication (status 2/3/4). */
export type CentreProductState = 'opened' | 'authenticating' | 'available';

/** 4 (authenticated): the product opens; 3: authentication continues; otherwise it can be opened after authenticating. */
export function centreProductState(enterpriseStatus: number): CentreProductState {
  if (enterpriseStatus === 4) return 'opened';
  if (enterpriseStatus === 3) return 'authenticating';
  return 'available';
}
