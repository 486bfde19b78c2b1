import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { validationMessages, type FieldValue, type ValidationResult } from './messages';

// Passwords are not trimmed: a space typed by the user is part of what they typed.
const isEmptyPassword = (value: FieldValue): value is null | undefined | '' => value == null || value === '';

export const validateLoginPassword = (value: FieldValue): ValidationResult =>
  isEmptyPassword(value) ? validationMessages.passwordRequired : undefined;

/**
 * Base64 of the UTF-8 bytes, as the login and reset calls expect. TextEncoder and btoa exist in
 * browsers and in Node 16+, so this runs in the portal, the mock API and jest alike.
 */
export const encodePassword = (password: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

// "Special" means ASCII punctuation; the whole password is printable ASCII without spaces, so
// nothing is accepted here that a server-side ASCII rule would then refuse.
const STRONG_PASSWORD = new RegExp(
  `^(?=.*\\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[!-/:-@[-\`{-~])[!-~]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);

export const isStrongPassword = (value: FieldValue): boolean => value != null && STRONG_PASSWORD.test(value);

/** The new password of the reset / activate / expired-password form. */
export const validateNewPassword = (value: FieldValue): ValidationResult => {
  if (isEmptyPassword(value)) return validationMessages.passwordRequired;
  return isStrongPassword(value) ? undefined : validationMessages.passwordRule;
};

/** The confirmation: the same rules, then it must equal the new password. */
export const validateConfirmPassword = (value: FieldValue, newPassword: FieldValue): ValidationResult =>
  validateNewPassword(value) ?? (value === newPassword ? undefined : validationMessages.passwordMismatch);
