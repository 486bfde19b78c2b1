import { lazyPage } from '@portal/ui';

// Below the heading, in chunks of their own: the routes with the kit's provider, and each contract
// page, loaded on its first visit (the list does not fetch signing's face check and form).
export const ContractRoutes = lazyPage(() => import('./ContractRoutes').then((m) => m.ContractRoutes));
export const ContractList = lazyPage(() => import('./ContractList').then((m) => m.ContractList));
export const ContractDetailView = lazyPage(() => import('./ContractDetail').then((m) => m.ContractDetailView));
export const ContractSign = lazyPage(() => import('./ContractSign').then((m) => m.ContractSign));
export const ContractSuccess = lazyPage(() => import('./ContractSuccess').then((m) => m.ContractSuccess));
export const FaceSuccess = lazyPage(() => import('./ContractSuccess').then((m) => m.FaceSuccess));
// The list's table (the kit's Table) only where it shows: a phone draws the list as cards.
export const ContractTable = lazyPage(() => import('./ContractTable').then((m) => m.ContractTable));
