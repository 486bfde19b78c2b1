import { SMS_CODE_LENGTH } from './constants';
import { validationMessages, isBlank, type FieldValue, type ValidationResult } from './messages';

const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export const isSmsCode = (value: FieldValue): boolean => value != null && SMS_CODE_PATTERN.test(value);

export const validateSmsCode = (value: FieldValue): ValidationResult => {
  if (isBlank(value)) return validationMessages.smsCodeRequired;
  return isSmsCode(value) ? undefined : validationMessages.smsCodeInvalid;
};

/** Sanitises SMS-code input as it is typed: ASCII digits only, at most six. */
export const keepDigits = (input: string): string => input.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
