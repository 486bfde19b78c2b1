/** Schemas of the user centre's calls: contracts and e-signing, downloads, e-mail, login history, reveal, enterprise tab. */
import { AUTH_STS, CONTRACT_SCOPES, CONTRACT_STATUSES, ENT_AUTH_EXPIRED_STS, ENT_ROLES } from '../enums';
import { Bool, Int, NonEmpty, Nullable, Num, OneOf, Opt, Str, Type } from './kit';

const SmsCode = () => Type.String({ pattern: '^\\d{6}$' });
const Email = () => Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const Status = () => OneOf(CONTRACT_STATUSES);

export const ContractQuery = Type.Object({
  scope: OneOf(CONTRACT_SCOPES),
  status: Opt(Status()),
  /** yyyy-mm-dd, on createdAt. */
  from: Opt(Type.String({ format: 'date' })),
  to: Opt(Type.String({ format: 'date' })),
  pageNum: Opt(Type.Integer({ minimum: 1 })),
  pageSize: Opt(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const ContractSummary = Type.Object({
  id: Str(),
  contractNo: Str(),
  name: Str(),
  scope: OneOf(CONTRACT_SCOPES),
  status: Status(),
  /** Yuan, two decimals at most. */
  amount: Num(),
  createdAt: Int(),
  deadline: Int(),
  signedAt: Nullable(Int()),
  /** Who holds the signing lock, when someone else is signing it. */
  lockedBy: Nullable(Str()),
});
export const ContractParty = Type.Object({ role: Str(), name: Str() });
export const ContractEvent = Type.Object({ at: Int(), actor: Str(), action: Str() });
export const ContractDetail = Type.Composite([
  ContractSummary,
  Type.Object({
    parties: Type.Array(ContractParty),
    history: Type.Array(ContractEvent),
    /** The seal (enterprise) or signature (person) placed, once signed. */
    seal: Nullable(Str()),
    /** The object-storage key of the contract's PDF, for /ps/communal/file/auth-url. */
    fileKey: Str(),
  }),
]);
export const ContractPage = Type.Object({
  records: Type.Array(ContractSummary),
  total: Int(),
  counts: Type.Object({ TO_SIGN: Int(), SIGNED: Int(), EXPIRED: Int(), REJECTED: Int() }),
});
export const ContractIdQuery = Type.Object({ id: NonEmpty() });
export const ContractIdBody = Type.Object({ id: NonEmpty() });
/** verifyType sms: smsCode and smsToken; face: the faceId of a passed face check of scene contract. */
export const SignBody = Type.Object({
  id: NonEmpty(),
  verifyType: OneOf(['sms', 'face'] as const),
  smsCode: Opt(SmsCode()),
  smsToken: Opt(Str()),
  faceId: Opt(Str()),
});
export const SignReceipt = Type.Object({ id: Str(), status: Status(), seal: Str(), signedAt: Int() });

export const DownloadFile = Type.Object({
  fileKey: Str(),
  name: Str(),
  kind: OneOf(['contract', 'voucher', 'statement'] as const),
  createdAt: Int(),
  size: Int(),
});
export const DownloadList = Type.Array(DownloadFile);
export const FileAuthUrlRequest = Type.Object({ fileKey: NonEmpty(), expires: Opt(Int()) });
export const FileAuthUrl = Type.Object({ url: Str(), expiresAt: Int() });

export const EmailBinding = Type.Object({ email: Nullable(Str()) });
export const EmailCodeBody = Type.Object({ email: Email() });
export const BindEmailBody = Type.Object({ email: Email(), code: SmsCode() });
export const BoundEmail = Type.Object({ email: Str() });

export const LoginRecord = Type.Object({ at: Int(), ip: Str(), device: Str(), way: Str(), current: Bool() });
export const LoginHistory = Type.Array(LoginRecord);

export const EmptyBody = Type.Object({});
export const RevealBody = Type.Object({ smsCode: SmsCode(), smsToken: Opt(Str()) });
/** The personal information behind the masks, after an SMS re-verification. */
export const RevealedInfo = Type.Object({ realName: Str(), idNo: Str(), mobile: Str() });

/** The current company as the enterprise tab of /base/info shows it. */
export const EnterpriseInfo = Type.Object({
  entName: Str(),
  creditCode: Str(),
  /** Enterprise type of spec 000 section 3 (1 general, 2 individual business, 3, 4, 99). */
  entityType: Int(),
  frName: Str(),
  /** EXPIRED: authenticated once, expired (it must be done again). */
  authState: Nullable(OneOf([...AUTH_STS, ENT_AUTH_EXPIRED_STS] as const)),
  administrators: Type.Array(Str()),
  /** The signed-in user's role in the company. */
  role: OneOf(ENT_ROLES),
});
/** Null: the user has no company. */
export const EnterpriseInfoAnswer = Nullable(EnterpriseInfo);
