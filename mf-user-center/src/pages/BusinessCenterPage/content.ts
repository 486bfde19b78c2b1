import { lazyPage } from '@portal/ui';

/** The page below its heading, in a chunk of its own with its kit parts: the heading does not wait for them. */
export const BusinessCenterContent = lazyPage(() => import('./BusinessCenterContent').then((m) => m.BusinessCenterContent));
