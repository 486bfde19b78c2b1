export { useProductEntry, type ProductEntry } from './useProductEntry';
export { runProductEntry, runPersonalEntry, type EntryLoginKey, type ProductEntryDeps, type ProductEntryOptions, type ProductEntryOutcome } from './runProductEntry';
