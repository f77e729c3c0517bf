/**
 * Prepares the CMS database non-interactively: applies pending migrations, then seeds the demo content into
 * an empty database. `npm start` and `npm test` run it with tsx (scripts/lib/services.mjs: setupCms).
 */
import { getPayload } from 'payload';
import config from '@payload-config';
import { applyMigrations } from '@/cms/migrations';
import { seedDemoContent } from '@/seed';

// Fail closed: a module import the loader drops never settles, and the process would drain and exit 0 without having
// done anything (payloadcms/payload#17757). Only the last line says it finished; this code means "not finished, retry".
process.exitCode = 75;
const started = Date.now();
const payload = await getPayload({ config });
console.log('cms: applying migrations…');
await applyMigrations(payload);
console.log('cms: migrations applied');
if (process.env.MERIDIAN_SKIP_SEED !== '1') {
  console.log('cms: checking demo content…');
  await seedDemoContent(payload, (line) => console.log(`cms: ${line}`));
}
console.log(`cms: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await payload.destroy?.();
process.exit(0);
