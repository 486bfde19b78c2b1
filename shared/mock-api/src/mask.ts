/** 138****0000: the first three and last four digits of a mobile. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
