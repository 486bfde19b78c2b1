import { maskIdCard, maskPhone } from '@portal/core';

// The mock masks as the portal does: core's rules, never a copy of them.
export { maskName } from '@portal/core';

/** 138****0000: core's mobile mask (the first three and last four digits), as the mock answers it. */
export const maskMobile = (mobile: string): string => maskPhone(mobile);

/** An ID number as the administrator list shows it: core's keep-3-and-4 mask, '-' when there is none to mask. */
export const maskIdNo = (idNo: string): string => maskIdCard(idNo) || '-';
