import type { EnterprisePage } from '@portal/core';

/** The entry pages and the administrators work on no company in particular: no auth error there. */
export const FREE_OF_AUTH_ERRORS: readonly EnterprisePage[] = ['SelectBusiness', 'SelectBusinessOrder', 'addAdministrator'];
