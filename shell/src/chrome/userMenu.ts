import { useEffect, useState } from 'react';
import { bus, getUserInfo, type UserInfo } from '@portal/core';

export interface SidebarEntry {
  label: string;
  to: string;
}

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
export function sidebarEntriesFrom(info: UserInfo | undefined, defaults: readonly SidebarEntry[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  if (info && Array.isArray(info.resources)) collect(info.resources, entries);
  return entries.length > 0 ? entries : [...defaults];
}

function readUserInfo(): UserInfo | undefined {
  try {
    return getUserInfo();
  } catch {
    return undefined;
  }
}

/** The sidebar entries, read again whenever the session changes. */
export function useUserCentreEntries(defaults: readonly SidebarEntry[]): SidebarEntry[] {
  const [info, setInfo] = useState<UserInfo | undefined>(readUserInfo);
  useEffect(() => {
    const refresh = () => setInfo(readUserInfo());
    bus.on('session:changed', refresh);
    // Another tab signing in or out writes the same storage.
    window.addEventListener('storage', refresh);
    return () => {
      bus.off('session:changed', refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return sidebarEntriesFrom(info, defaults);
}
