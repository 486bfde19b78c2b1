export * from './constants';
export { validationMessages, isBlank, type ValidationMessageKey, type ValidationResult, type FieldValue } from './messages';
export { isMobile, validateMobile } from './mobile';
export { isSmsCode, validateSmsCode, keepDigits } from './smsCode';
export {
  validateLoginPassword,
  encodePassword,
  isStrongPassword,
  validateNewPassword,
  validateConfirmPassword,
} from './password';
export { CREDIT_CODE_CHARSET, creditCodeCheckChar, isValidCreditCode, validateCreditCode } from './creditCode';
export { isRealName } from './realName';
export { residentIdCheckChar, isValidBirthDate, isResidentId } from './residentId';
export { validateCompanyName, canSearchCompany } from './companyName';
export { trimForm } from './trimForm';
export { normalizeText, normalizeResidentId, normalizeCreditCode, normalizeMobile, normalizeRealName } from './normalize';
