import { validationMessages, isBlank, type FieldValue, type ValidationResult } from './messages';

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const isMobile = (value: FieldValue): boolean => value != null && MOBILE_PATTERN.test(value);

export const validateMobile = (value: FieldValue): ValidationResult => {
  if (isBlank(value)) return validationMessages.mobileRequired;
  return isMobile(value) ? undefined : validationMessages.mobileInvalid;
};
