import { lazyPage } from '@portal/ui';

// The certificate step's form (kit form, inputs, the photos' upload) in a chunk of its own: the heading does not wait for it.
export const CertificateForm = lazyPage(() => import('./CertificateForm').then((m) => m.CertificateForm));
