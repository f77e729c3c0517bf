import fs from 'node:fs';
import { defineCmsSuite } from './cms-suite';
import { createTestDatabase, postgresAvailable, PG_ADMIN_URL, tempDataDir } from './databases';

defineCmsSuite('PostgreSQL', async () => {
  if (!(await postgresAvailable())) {
    // CI must cover both stores: there a missing PostgreSQL is a failure, locally a visible skip.
    if (process.env.CI) throw new Error(`PostgreSQL not reachable at ${PG_ADMIN_URL}`);
    console.warn(`[web] PostgreSQL not reachable at ${PG_ADMIN_URL}: skipping the PostgreSQL CMS suite`);
    return null;
  }
  const database = await createTestDatabase('meridian_web_test');
  const dir = tempDataDir();
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = database.url;
  return {
    cleanup: async () => {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});
