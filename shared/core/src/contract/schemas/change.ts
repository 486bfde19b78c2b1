/** Schemas of the legal-representative change and administrator change calls. */
import { ADMIN_CHANGE_STEPS, AUTH_STS, CHANGE_SIDES, CHANGE_WAYS, LEGAL_CHANGE_BUSINESS_TYPES, LEGAL_CHANGE_STEPS } from '../enums';
import { MaterialFile } from './enterprise';
import { NonEmpty, Nullable, Num, OneOf, Opt, Str, Type } from './kit';

export const LegalChangeView = Type.Object({
  instId: Str(),
  businessType: OneOf(LEGAL_CHANGE_BUSINESS_TYPES),
  step: OneOf(LEGAL_CHANGE_STEPS),
  side: OneOf(CHANGE_SIDES),
  newLegalName: Nullable(Str()),
  newLegalMobile: Nullable(Str()),
  rejectReasons: Type.Array(Str()),
  updatedAt: Num(),
});
export const AdminChangeView = Type.Object({
  instId: Str(),
  step: OneOf(ADMIN_CHANGE_STEPS),
  side: OneOf(CHANGE_SIDES),
  applicantName: Str(),
  legalName: Str(),
  legalMobile: Str(),
  refusal: Nullable(Str()),
  updatedAt: Num(),
});
export const ChangeInfoAnswer = Type.Object({
  entCode: Str(),
  entName: Str(),
  legalChange: Nullable(LegalChangeView),
  adminChange: Nullable(AdminChangeView),
});
/** startLegal, signLegal (faceId, agreements) or becomeAdmin (agreements). */
export const ChangeApplyBody = Type.Object({
  entCode: NonEmpty(),
  action: OneOf(['startLegal', 'signLegal', 'becomeAdmin'] as const),
  faceId: Opt(Str()),
  agreements: Opt(Type.Array(Str())),
});
export const ChangeApplyAnswer = Type.Object({ change: ChangeInfoAnswer });
export const LpMaterialBody = Type.Object({
  entCode: NonEmpty(),
  newLegalName: NonEmpty(),
  newLegalIdNo: NonEmpty(),
  newLegalMobile: NonEmpty(),
  files: Type.Array(MaterialFile),
});
export const AuthSuccessEntBody = Type.Object({ entCode: NonEmpty() });
export const AuthSuccessEntAnswer = Type.Object({
  authEntInfo: Type.Object({ entCode: Str(), entName: Str(), sts: Nullable(OneOf(AUTH_STS)) }),
  businessType: Nullable(OneOf(LEGAL_CHANGE_BUSINESS_TYPES)),
});
/** The spec puts instId and changeWay in the query string of this POST. */
export const TaskJumpQuery = Type.Object({ instId: NonEmpty(), changeWay: OneOf(CHANGE_WAYS) });
/** The portal posts `{}`; the call reads its query. */
export const TaskJumpBody = Type.Unknown({ description: 'an empty object: the call reads its query' });
export const TaskJumpAnswer = Type.Object({ entCode: Str(), path: Str() });
