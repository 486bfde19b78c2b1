/** Where the certificate step keeps what was typed (drafts of @portal/core), by the person's mobile. */
export const CERTIFICATE_DRAFT = 'AuthPerson/AuthCertificate' as const;
