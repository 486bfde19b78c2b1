/**
 * The data directory (MOCK_DATA_DIR): one file per world, `<id>.world`, written whole to a
 * temporary file and renamed over the old one, so a crash mid-write leaves the previous copy
 * whole. A file holds the world's description and its snapshot (snapshot.ts).
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { WorldMeta } from './meta';

const EXT = '.world';
const FORMAT = 1;

export interface SavedWorld {
  meta: WorldMeta;
  data: Buffer;
}

export class WorldStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}${EXT}`);
  }

  save(meta: WorldMeta, data: Buffer): void {
    const temp = path.join(this.dir, `.${meta.id}.${process.pid}.tmp`);
    writeFileSync(temp, v8.serialize({ format: FORMAT, meta, data }));
    renameSync(temp, this.file(meta.id));
  }

  remove(id: string): void {
    rmSync(this.file(id), { force: true });
  }

  /** Every saved world; a leftover temp file (a crash mid-write) is deleted, an unreadable file skipped and named. */
  loadAll(warn: (message: string) => void): SavedWorld[] {
    const out: SavedWorld[] = [];
    for (const name of readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      if (name.startsWith('.') && name.endsWith('.tmp')) {
        rmSync(file, { force: true });
        continue;
      }
      if (!name.endsWith(EXT)) continue;
      try {
        const saved = v8.deserialize(readFileSync(file)) as { format: number; meta: WorldMeta; data: Buffer };
        if (saved.format !== FORMAT || `${saved.meta.id}${EXT}` !== name) throw new Error(`format ${saved.format}`);
        out.push({ meta: saved.meta, data: Buffer.from(saved.data) });
      } catch (error) {
        warn(`mock world file ${file} skipped: ${(error as Error).message}`);
      }
    }
    return out;
  }
}
