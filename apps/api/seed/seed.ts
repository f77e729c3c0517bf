/** First-start demo data: reference data and a few thousand offers, only into an empty database. */
import type { OfferStore } from '../src/offers/store.ts';
import { generateOffers } from './generate.ts';
import { REFERENCE_DATA } from './reference.ts';

export interface SeedLog {
  info(obj: object, msg: string): void;
}

export async function seedDemoData(
  store: OfferStore,
  options: { count: number; log?: SeedLog; seed?: number },
): Promise<void> {
  const log = options.log;
  if (!(await store.hasReferenceData())) {
    await store.saveReferenceData(REFERENCE_DATA);
    log?.info(
      { branches: REFERENCE_DATA.branches.length, areas: REFERENCE_DATA.areas.length },
      'seed: reference data and branches saved',
    );
  }
  if ((await store.countOffers()) > 0) return;
  const started = Date.now();
  const offers = generateOffers({ count: options.count, seed: options.seed ?? 42 });
  log?.info({ offers: offers.length, ms: Date.now() - started }, 'seed: demo offers generated');
  await store.insertOffers(offers, (done) => log?.info({ done, of: offers.length }, 'seed: inserting demo offers'));
  log?.info({ offers: offers.length, ms: Date.now() - started }, 'seed: demo offers stored');
}
