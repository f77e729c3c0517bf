import fs from 'node:fs';
import { defineCmsSuite } from './cms-suite';
import { tempDataDir } from './databases';

defineCmsSuite('SQLite', async () => {
  const dir = tempDataDir();
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return { cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});
