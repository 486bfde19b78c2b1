import type { CurrentUser } from '@portal/core';
import type { SidebarEntry } from '@portal/ui';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A resource's label: `name`, else `title`, else `meta.title` (menu entries come in all three shapes). */
function labelOf(resource: Record<string, unknown>): string | undefined {
  return text(resource.name) ?? text(resource.title) ?? (isRecord(resource.meta) ? text(resource.meta.title) : undefined);
}

function collect(resources: readonly unknown[], into: SidebarEntry[]): void {
  for (const resource of resources) {
    if (!isRecord(resource) || resource.hidden === true) continue;
    const path = text(resource.path);
    const label = labelOf(resource);
    if (path && path.startsWith('/') && label && !into.some((e) => e.to === path)) into.push({ label, to: path });
    if (Array.isArray(resource.children)) collect(resource.children, into);
  }
}

/**
 * The user-centre sidebar from the resources of the user info (spec 000 section 2): hidden
 * entries omitted, every other one shown, in the order given. Anything malformed is skipped.
 * Without usable resources (signed out, or an old stored shape) the default entries show.
 */
export function sidebarEntriesFrom(user: Pick<CurrentUser, 'resources'> | undefined, defaults: readonly SidebarEntry[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  const resources: unknown = user?.resources;
  if (Array.isArray(resources)) collect(resources, entries);
  return entries.length > 0 ? entries : [...defaults];
}
