/**
 * Each call's request and answer schemas (TypeBox: TypeScript types by `Static`, JSON Schema for
 * the mock's routes, its answer check and its OpenAPI document), under the name the call has in
 * ../calls. Server and test code import this module; browser code imports it as types only.
 */
import type { CallName } from '../calls';
import type { TSchema } from './kit';
import * as A from './auth';
import * as C from './change';
import * as K from './content';
import * as E from './enterprise';
import * as S from './session';
import * as U from './userCentre';
import { Null, Type } from './kit';

export interface CallSchemas {
  query?: TSchema;
  body?: TSchema;
  params?: TSchema;
  /** `data` of the envelope on success. */
  data: TSchema;
  /** The answer is not the JSON envelope (a file). */
  raw?: true;
}

const nothing = Null();

export const schemas = {
  slider: { data: S.SliderChallenge },
  sliderCheck: { body: S.SliderCheckBody, data: S.SliderCheckResult },
  secondTokenCheck: { body: S.SecondTokenCheckBody, data: S.SecondTokenCheckResult },
  /** data: the SMS token. */
  smsSend: { body: S.SmsSendBody, data: Type.String() },
  smsLogin: { body: S.SmsLoginBody, data: S.LoginResult },
  passwordLogin: { body: S.PasswordLoginBody, data: S.LoginResult },
  iamLogin: { query: S.IamLoginQuery, data: S.LoginResult },
  passwordPreCheck: { body: S.ResetPreCheckBody, data: S.ResetPreCheck },
  passwordReset: { body: S.ResetPasswordBody, data: nothing },
  passwordResetFinish: { body: S.ResetFinishBody, data: nothing },
  user: { data: S.CurrentUser },
  logout: { data: nothing },
  logoutAll: { data: nothing },
  saveEntInfo: { body: S.SaveEntInfo, data: nothing },
  tokenVerify: { data: nothing },
  customerEnt: { body: S.CustomerEntBody, data: S.UserCompanies },
  authSummary: { query: S.AuthQuery, data: S.AuthSummary },
  authInfo: { query: S.AuthQuery, data: A.AuthInfoAnswer },
  authHistory: { data: S.AuthHistoryInfo },
  /** data: the jump's signature. */
  dataSign: { query: S.DataSignQuery, data: Type.String() },

  authQuery: { body: A.AuthQueryBody, data: A.AuthQueryAnswer },
  agreements: { body: A.AgreementsBody, data: A.AgreementsAnswer },
  entIdInfo: { body: A.EntIdInfoBody, data: A.EntIdInfoAnswer },
  faceStart: { body: A.FaceStartBody, data: A.FaceStartAnswer },
  faceResult: { query: A.FaceQuery, data: A.FaceResultAnswer },
  ocrIdCard: { body: A.IdCardOcrBody, data: A.IdCardOcrAnswer },
  fileUpload: { body: A.UploadBody, data: A.UploadAnswer },
  enumeration: { query: A.EnumQuery, data: A.EnumAnswer },
  productPermission: { body: A.ProductPermissionBody, data: A.ProductPermissionAnswer },

  enterpriseListBasic: { body: E.EnterpriseListBody, data: E.EnterpriseListAnswer },
  entInfo: { body: E.EntInfoBody, data: E.EntInfoAnswer },
  groupUnit: { query: E.GroupUnitQuery, data: E.GroupUnitAnswer },
  relationship: { body: E.RelationshipBody, data: E.RelationshipAnswer },
  inSameEnt: { query: E.EntCodeQuery, data: E.InSameEntAnswer },
  instId: { query: E.EntCodeQuery, data: E.InstIdAnswer },
  ocrBusinessLicense: { body: E.LicenceOcrBody, data: E.LicenceOcrAnswer },
  fourFactor: { body: E.FourFactorBody, data: E.FourFactorAnswer },
  bankList: { data: E.BankListAnswer },
  areaList: { query: E.AreaQuery, data: E.AreaListAnswer },
  cnapsList: { body: E.CnapsListBody, data: E.CnapsListAnswer },
  smallAmountApply: { body: E.SmallAmountApplyBody, data: E.SmallAmountApplyAnswer },
  smallAmountVerify: { body: E.SmallAmountVerifyBody, data: E.SmallAmountVerifyAnswer },
  lpNotify: { body: E.LpNotifyBody, data: E.LpNotifyAnswer },
  lpNotifyStatus: { query: E.EntCodeQuery, data: E.LpNotifyStatusAnswer },
  materialRequirements: { query: E.EntCodeQuery, data: E.MaterialRequirementsAnswer },
  submitMaterial: { body: E.SubmitMaterialBody, data: E.SubmitMaterialAnswer },
  lastAuditRecord: { query: E.EntCodeQuery, data: E.LastAuditAnswer },
  adminList: { query: E.EntCodeQuery, data: E.AdminListAnswer },
  adminCheck: { body: E.AdminBody, data: E.AdminCheckAnswer },
  adminAdd: { body: E.AdminBody, data: E.AdminListAnswer },

  changeInfo: { query: E.EntCodeQuery, data: C.ChangeInfoAnswer },
  changeApply: { body: C.ChangeApplyBody, data: C.ChangeApplyAnswer },
  changeLpMaterial: { body: C.LpMaterialBody, data: C.ChangeApplyAnswer },
  authSuccessEnt: { body: C.AuthSuccessEntBody, data: C.AuthSuccessEntAnswer },
  taskJump: { query: C.TaskJumpQuery, body: C.TaskJumpBody, data: C.TaskJumpAnswer },

  contractList: { query: U.ContractQuery, data: U.ContractPage },
  contractDetail: { query: U.ContractIdQuery, data: U.ContractDetail },
  /** data: the SMS token. */
  contractSignSms: { body: U.ContractIdBody, data: Type.String() },
  contractSign: { body: U.SignBody, data: U.SignReceipt },
  downloadList: { data: U.DownloadList },
  fileAuthUrlGet: { query: U.FileAuthUrlRequest, data: U.FileAuthUrl },
  fileAuthUrl: { body: U.FileAuthUrlRequest, data: U.FileAuthUrl },
  email: { data: U.EmailBinding },
  bindEmail: { body: U.BindEmailBody, data: U.BoundEmail },
  emailCode: { body: U.EmailCodeBody, data: nothing },
  loginHistory: { data: U.LoginHistory },
  /** data: the SMS token. */
  revealSms: { body: U.EmptyBody, data: Type.String() },
  reveal: { body: U.RevealBody, data: U.RevealedInfo },
  userEntInfo: { data: U.EnterpriseInfoAnswer },

  newsList: { query: K.NewsListQuery, data: K.PageOf(K.NewsSummary) },
  newsDetail: { query: K.IdQuery, data: K.NewsArticle },
  richDetail: { query: K.IdQuery, data: K.RichDocument },
  productList: { data: Type.Array(K.ProductSummary) },
  productDetail: { query: K.ProductKeyQuery, data: K.ProductFacts },
  treasuryProduct: { data: K.TreasuryProduct },
  treasuryTemplates: { data: K.TreasuryFiles },
  treasuryFiles: { data: K.TreasuryFiles },
  treasuryFile: { params: K.TreasuryFileParams, data: K.TreasuryFileAnswer, raw: true },
  applicationList: { query: K.ApplicationQuery, data: K.PageOf(K.ApplicationRow) },
  applicationDetail: { query: K.ApplicationDetailQuery, data: K.ApplicationRow },
  apply: { body: K.NewApplication, data: K.ApplicationReceipt },
} satisfies Record<CallName, CallSchemas>;

export type Schemas = typeof schemas;

export * as auth from './auth';
export * as change from './change';
export * as content from './content';
export * as enterprise from './enterprise';
export * as session from './session';
export * as userCentre from './userCentre';
