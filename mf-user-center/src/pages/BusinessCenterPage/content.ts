import { lazyPage } from '@portal/ui';

/** The page below its heading, in a chunk of its own with its kit parts: the heading does not wait for them. */
export const BusinessCenterContent = lazyPage(() => import('./BusinessCenterContent').then((m) => m.BusinessCenterContent));
/** The current company's line with the kit (the name's hover, the switch); the page draws the name before it. */
export const BusinessCenterCompany = lazyPage(() => import('./BusinessCenterContent').then((m) => m.BusinessCenterCompany));
