import { saveEntInfoFor, sessionApi, type SessionStore } from '@portal/core';

/** After /auth/relationship: reload the user's companies and make the linked one current, so the status label follows it. */
export async function makeCurrent(store: SessionStore, mobile: string, entCode: string): Promise<void> {
  const linked = await sessionApi.fetchCompanies(mobile);
  store.setCompanies(linked);
  const company = (linked.companys ?? []).find((c) => c.creditCode === entCode);
  if (!company) return;
  await sessionApi.saveEntInfo(saveEntInfoFor(company));
  store.setCurrentCompany(company);
}
