import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above the working directory whose package.json has workspaces. */
export function repoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        if (JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // unreadable manifest: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export const webRoot = (): string => path.join(repoRoot(), 'apps', 'web');

/** SQLite files, uploads and the generated secret live here (ARCHITECTURE §5: DATA_DIR, default ./data). */
export function dataDir(): string {
  const dir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot(), 'data');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Uploaded media files (the Media collection's staticDir), served by the media file route without the database. */
export const mediaDir = (): string => path.join(dataDir(), 'media');
