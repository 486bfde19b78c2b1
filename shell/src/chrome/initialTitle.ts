// Runs in the shell's entry, before its async boundary: only the pure titles module of @portal/core.
import { documentTitle, routeTitle } from '@portal/core/titles';
import { BASE_PATH as BASENAME } from '@portal/core/routing';

/** The tab's title for a document path (with the /cWeb base), from the route table alone. */
export function initialTitle(documentPath: string): string {
  const routePath = documentPath.startsWith(`${BASENAME}/`) ? documentPath.slice(BASENAME.length) : documentPath;
  return documentTitle(routeTitle(routePath));
}
