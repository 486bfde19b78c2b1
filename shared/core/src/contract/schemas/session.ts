/** Schemas of the session calls: captcha, sign-in, password, user, companies, auth summary and info. */
import { AUTH_STS, ENT_AUTH_EXPIRED_STS, type AuthSts } from '../enums';
import { Any, Bool, Int, MapOf, NonEmpty, Null, Nullable, OneOf, OneOfInt, Opt, Str, Type } from './kit';

const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
const Mobile = () => Type.String({ pattern: MOBILE_PATTERN });
const SmsCode = () => Type.String({ pattern: '^\\d{6}$' });

export const SliderChallenge = Type.Object({ originalImageBase64: Str(), jigsawImageBase64: Str(), token: Str() });
export const SliderCheckBody = Type.Object({ token: NonEmpty(), point: Opt(Any()), x: Opt(Any()) });
export const SliderCheckResult = Type.Object({ isSuccess: Bool(), secondToken: Nullable(Str()) });
export const SecondTokenCheckBody = Type.Object({ secondToken: Str() });
export const SecondTokenCheckResult = Type.Object({ isSuccess: Bool() });
export const SmsSendBody = Type.Object({ mobileNo: Mobile(), secondToken: NonEmpty(), token: NonEmpty() });
export const SmsLoginBody = Type.Object({ mobileNo: Mobile(), smsVerCode: SmsCode(), smsToken: Opt(Str()) });
export const PasswordLoginBody = Type.Object({ mobileNo: Mobile(), password: NonEmpty(), secondToken: Opt(Str()), token: Opt(Str()) });
export const IamLoginQuery = Type.Object({ code: NonEmpty() });
export const LoginResult = Type.Object({ token: Str() });
export const ResetPasswordBody = Type.Object({ mobileNo: Mobile(), password: NonEmpty(), smsToken: NonEmpty(), verifyCode: SmsCode() });
/** 1 activate account, 2 forgot password, 3 expired password change. */
export const ResetPreCheckBody = Type.Object({ mobileNo: Mobile(), operationType: OneOfInt([1, 2, 3]) });
export const ResetPreCheck = Type.Object({ registered: Bool(), activated: Bool() });
export const ResetFinishBody = Type.Object({ mobileNo: Mobile() });

export const MenuResource = Type.Object({ name: Str(), path: Str(), hidden: Opt(Bool()), icon: Opt(Str()) });
export const CurrentUser = Type.Object({
  username: Opt(Str()),
  mobile: Opt(Str()),
  /** Masked mobile number, e.g. 138****0000. */
  mobileNo: Opt(Str()),
  userUCId: Opt(Str()),
  resources: Opt(Type.Array(MenuResource)),
});
/** Login-save enterprise info: all '' for no company. */
export const SaveEntInfo = Type.Object({ entCenterId: Str(), entCode: Str(), entName: Str() });
export const CustomerEntBody = Type.Object({ mobile: Str() });
export const CompanyRecord = Type.Object({ companyUCId: Str(), creditCode: Str(), companyName: Str() });
/** The server's spellings: `userCustmoerId`, `companys`. */
export const UserCompanies = Type.Object({ userCustmoerId: Str(), companys: Type.Array(CompanyRecord) });

/** `GET /auth/info` and `GET /auth/summary`: an empty or missing entCode asks about the person. */
export const AuthQuery = Type.Object({ mobile: Opt(Str()), entCode: Opt(Str()) });

export const AuthSummary = Type.Object({
  related: Opt(Bool()),
  migratory: Opt(Bool()),
  personalMigratory: Opt(Bool()),
  entPlatformAuthSts: Opt(Nullable(Str())),
  personalPlatformAuthSts: Opt(Nullable(Str())),
  initialized: Opt(Bool()),
  platformAuthSts: Opt(Nullable(Str())),
  role: Opt(Nullable(Str())),
});

/** A status pair; a company's authentication may also have expired. */
// Typed as core reads it (a server may send a status this portal does not know); validated against the known ones.
export const StsPair = Type.Object({ sts: Type.Unsafe<AuthSts | string | null>(Nullable(OneOf([...AUTH_STS, ENT_AUTH_EXPIRED_STS] as const))), subSts: Nullable(Str()) });
export const AuthFactor = Type.Object({
  code: Opt(Str()),
  // Typed as core's AuthFactor reads it; validated against the known statuses.
  sts: Opt(Type.Unsafe<AuthSts | string | null>(OneOf(AUTH_STS))),
  subSts: Opt(Nullable(Str())),
  addService: Opt(Bool()),
  /** The server's spelling. */
  additiona: Opt(Nullable(Str())),
});
export const Factors = MapOf(AuthFactor);

const HistoryPart = Nullable(Type.Object({ sts: Opt(Type.Object({ sts: Opt(Nullable(Str())) })), factors: Opt(MapOf(MapOf(Any()))) }));
/** `GET /auth/history/info`: authentication done before the platform upgrade. */
export const AuthHistoryInfo = Type.Object({ personalInfo: HistoryPart, entInfo: HistoryPart });

export const DataSignQuery = Type.Object({ clientId: NonEmpty(), busType: Opt(Str()), entCustomerId: Opt(Str()), entCode: Opt(Str()) });

export { Int, Null };
