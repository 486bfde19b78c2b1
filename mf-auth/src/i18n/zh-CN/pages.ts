// Headings of the authentication pages not built yet (enterprise authentication, legal-person and admin change).
export const pages = {
  adminChange: { title: '平台管理员变更', lead: '企业平台管理员变更的申请与审核。' },
  legalChange: { title: '法定代表人变更', lead: '企业法定代表人变更的申请与审核。' },
};
