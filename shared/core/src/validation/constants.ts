// Limits from spec 001 section 9 that belong to the field rules in this folder.
export const MOBILE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 20;
export const LOGIN_PASSWORD_MAX = 20;
export const CREDIT_CODE_LENGTH = 18;
export const ID_CARD_LENGTH = 18;
export const COMPANY_NAME_MAX = 50;
export const COMPANY_SEARCH_MIN = 3;
