/**
 * Prepares the CMS database non-interactively: applies pending migrations, then seeds the demo content into
 * an empty database. Run with `payload run src/scripts/setup.ts` (npm run setup -w @meridian/web).
 */
import { getPayload } from 'payload';
import config from '@payload-config';
import { migrationsForStore } from '@/lib/migrations';
import { seedDemoContent } from '@/seed';

const started = Date.now();
const payload = await getPayload({ config });
console.log('cms: applying migrations…');
await payload.db.migrate({ migrations: await migrationsForStore() });
console.log('cms: migrations applied');
if (process.env.MERIDIAN_SKIP_SEED !== '1') {
  console.log('cms: checking demo content…');
  await seedDemoContent(payload, (line) => console.log(`cms: ${line}`));
}
console.log(`cms: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await payload.destroy?.();
process.exit(0);
