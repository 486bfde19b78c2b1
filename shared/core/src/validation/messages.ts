import { validationMessages } from '../i18n/zh-CN/validation';

// The texts live in the package's zh-CN catalogue; the validators and their callers read them here.
export { validationMessages };

export type ValidationMessageKey = keyof typeof validationMessages;

/** What every validator returns: the message to show, or undefined when the value is valid. */
export type ValidationResult = string | undefined;

/** Form inputs may be unset before the user types. */
export type FieldValue = string | null | undefined;

// Whitespace-only counts as empty for text fields; password fields compare against '' instead.
export const isBlank = (value: FieldValue): boolean => value == null || value.trim() === '';
