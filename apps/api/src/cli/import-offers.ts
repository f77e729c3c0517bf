/**
 * npm run import:offers -w @meridian/api -- feed.json
 * Imports an offer feed into the configured store (DATA_DIR / DATABASE_URL). Prints the report as JSON.
 * Exit code 0: all records imported; 2: some records rejected (see report); 1: the feed could not be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { importFeed } from '../offers/import.ts';
import { OfferStore } from '../offers/store.ts';
import { REFERENCE_DATA } from '../../seed/reference.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:offers -w @meridian/api -- feed.json');
  process.exit(1);
}
let feed: unknown;
try {
  // npm runs workspace scripts in apps/api; a relative path means relative to where the user typed the command.
  feed = JSON.parse(fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`cannot read feed ${file}: ${(error as Error).message}`);
  process.exit(1);
}
const config = loadConfig();
const store = await OfferStore.open({ sqliteFile: config.sqliteFile, databaseUrl: config.databaseUrl });
try {
  // Reference data (branches, facet lists) must exist to validate records; demo offers are not added here.
  if (!(await store.hasReferenceData())) await store.saveReferenceData(REFERENCE_DATA);
  const report = await importFeed(store, feed);
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.rejected.length ? 2 : 0;
} catch (error) {
  console.error(`import failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
