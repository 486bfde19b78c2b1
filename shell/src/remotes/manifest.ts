// remotes.json and the federation runtime's registrations live in discovery.ts: the entry
// starts them before the shell's own code, and the app reuses that answer.
export { REMOTES_URL, absoluteEntry, loadRemotesManifest } from './discovery';
