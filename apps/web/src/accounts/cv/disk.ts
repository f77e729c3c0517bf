/**
 * Where CV files lie: DATA_DIR/candidate-files/{key}, a random key per file (nothing of the person in the path),
 * readable by the server's user only, never under a served folder. Only keys of the shape `newStorageKey` makes
 * are ever joined to the folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/server/paths';

export const cvFilesDir = (): string => path.join(dataDir(), 'candidate-files');

const KEY = /^[a-f0-9]{40}$/;

export const newStorageKey = (): string => crypto.randomBytes(20).toString('hex');

function fileOf(key: string): string {
  if (!KEY.test(key)) throw new Error('candidate files: malformed storage key');
  return path.join(cvFilesDir(), key);
}

/** Writes a new file (never over an existing one). */
export async function writeStoredCvFile(key: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(cvFilesDir(), { recursive: true, mode: 0o700 });
  await fs.writeFile(fileOf(key), bytes, { mode: 0o600, flag: 'wx' });
}

/** The file's bytes, or null when it is not there. */
export async function readStoredCvFile(key: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await fs.readFile(fileOf(key)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the file; true when it was there. A malformed key removes nothing. */
export async function removeStoredCvFile(key: string): Promise<boolean> {
  if (!KEY.test(key)) return false;
  try {
    await fs.unlink(fileOf(key));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
