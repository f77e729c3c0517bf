import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/server/paths';

/**
 * PAYLOAD_SECRET from the environment, or one generated once into DATA_DIR (ARCHITECTURE §5), so a fresh
 * `npm start` needs no configuration and restarts keep editor sessions valid.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET;
  const file = path.join(dataDir(), 'payload-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
