import { ROUTES } from '@portal/core';
/** Where both changes send the user back to: the company tab of the user centre's basic info. */
export const ENTERPRISE_INFO_PATH = ROUTES.userCentre.baseInfo.href({ tabname: 'ent' });
