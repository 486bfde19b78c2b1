// The bench's signed-in pages (issue 29) and how it signs in: through the shell's QA route
// (/cWeb/__qa/sign-in), which makes the portal's real sign-in calls in the browser with the slider
// answer and the SMS code read from the mock's control API, and stores the session as a sign-in
// in the dialog would (localStorage: every tab of the profile, and Lighthouse's, is signed in).
import { BASE_PATH } from '../apps.mjs';

/** [label, path, persona's mobile, remote that draws the page]; the heading is its frame's h1. */
export const SIGNED_IN_PAGES = [
  { label: 'business centre', path: `${BASE_PATH}/business/center`, mobile: '13800000000', remote: 'mf_user_center' },
  { label: 'contract list', path: `${BASE_PATH}/contract/enterprise/list`, mobile: '13800000000', remote: 'mf_user_center' },
  { label: 'AuthCertificate', path: `${BASE_PATH}/AuthPerson/AuthCertificate`, mobile: '13800000002', remote: 'mf_auth' },
  { label: 'SelectBusiness', path: `${BASE_PATH}/AuthEnterprise/SelectBusiness`, mobile: '13800000014', remote: 'mf_auth' },
];

export const headingOf = (page) => `[data-remote="${page.remote}"] h1`;

/** The QA route that signs `mobile` in and then opens `redirect`, with the console's sign-in ticket. */
export const qaSignInUrl = (base, mobile, redirect, ticket) =>
  `${base}${BASE_PATH}/__qa/sign-in?mobile=${encodeURIComponent(mobile)}&redirect=${encodeURIComponent(redirect)}&ticket=${encodeURIComponent(ticket)}`;

/** A sign-in ticket from the mock's control API, as the QA console asks for one (this machine only). */
export async function signInTicket(base, mobile) {
  const response = await fetch(`${base}/__mock/qa/sign-in-ticket`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile }) });
  if (!response.ok) throw new Error(`bench: no sign-in ticket for ${mobile}: HTTP ${response.status}`);
  return (await response.json()).ticket;
}

/**
 * Signs a Playwright page in as `mobile` and waits until it has landed on `redirect`'s heading.
 * The QA page shows a role=alert with the reason when the sign-in fails: that ends it at once.
 */
export async function signIn(page, { base, mobile, redirect, heading, timeoutMs = 60_000, ticketOf = signInTicket }) {
  await page.goto(qaSignInUrl(base, mobile, redirect, await ticketOf(base, mobile)));
  const landed = page.locator(heading).first();
  const failed = page.getByRole('alert').first();
  await landed.or(failed).waitFor({ timeout: timeoutMs });
  if (await failed.isVisible().catch(() => false)) {
    throw new Error(`bench: signing in ${mobile} failed: ${(await failed.textContent())?.trim()}`);
  }
  const at = new URL(page.url()).pathname;
  if (at !== redirect) throw new Error(`bench: signing in ${mobile} landed on ${at}, not ${redirect}`);
}

/** The signed-in pages grouped by persona, in order: one sign-in per persona. */
export function byPersona(pages) {
  const groups = new Map();
  for (const page of pages) {
    if (!groups.has(page.mobile)) groups.set(page.mobile, []);
    groups.get(page.mobile).push(page);
  }
  return [...groups.entries()].map(([mobile, group]) => ({ mobile, pages: group }));
}

/**
 * Each persona signed in once (`signIn(mobile, firstPage)`), then each of its pages measured
 * (`measure(page)`) before the next persona signs in: a sign-in replaces the previous session.
 */
export async function measureSignedIn(pages, { signIn: signInAs, measure }) {
  const results = [];
  for (const { mobile, pages: group } of byPersona(pages)) {
    await signInAs(mobile, group[0]);
    for (const page of group) results.push({ ...page, ...(await measure(page)) });
  }
  return results;
}
