import { COMPANY_SEARCH_MIN } from './constants';
import { validationMessages, isBlank, type FieldValue, type ValidationResult } from './messages';

// The 50-character maximum is the input's maxLength (COMPANY_NAME_MAX), not a message.
export const validateCompanyName = (value: FieldValue): ValidationResult =>
  isBlank(value) ? validationMessages.companyNameRequired : undefined;

/** The company look-up starts once the trimmed keyword has at least three characters. */
export const canSearchCompany = (keyword: FieldValue): boolean =>
  keyword != null && keyword.trim().length >= COMPANY_SEARCH_MIN;
