/** What the mock knows of a world besides its state (listed by GET /__mock/worlds, saved with it). */
export interface WorldMeta {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number;
  /** The world it was copied from, if any. */
  from: string | null;
}
