import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Payload } from 'payload';
import { SAVED_OFFERS_MAX, type SavedOffer } from '@meridian/recruiting';
import type { Candidate, User } from '@/payload-types';
import type { SiteLocale } from '@/sites/languages';
import {
  mergeSavedOffersFromBrowser,
  saveOfferFromApi,
  savedOffersWithAvailability,
} from '@/accounts/saved-offer-actions';
import { parseMergeBody } from '@/accounts/saved-offer-requests';
import {
  deleteSavedOffersOf,
  listSavedOffers,
  removeSavedOffer,
  saveOffer,
  savedOffersForExport,
} from '@/accounts/saved-offers';
import { startRecruitingApi, type RecruitingApi } from './recruiting-api';
import { useMigratedPayload, type StoreSetup } from './databases';
import { createEditorAndAdmin, createKestrelSite } from './fixtures';

const ORIGIN = 'http://brand-a.example';
const LOCALES: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
];
const place = (lang: 'de' | 'en' = 'de') => ({ careerPath: `/de/${lang}/karriere`, locale: { market: 'de', lang } });

/**
 * Saved offers on one CMS store, against the real recruiting API (a child process): saved as the API describes
 * them, once per candidate and offer (also when two saves race), merged from a browser without duplicates, listed
 * with withdrawn offers marked, removed only among the candidate's own, deleted and exported with the account, and
 * invisible to editors in the CMS.
 */
export function defineSavedOffersSuite(store: string, prepare: StoreSetup) {
  describe(`Saved offers on ${store}`, () => {
    let api: RecruitingApi;
    let editor: User;
    let admin: User;
    let offerIds: number[] = [];
    const saved = { ...process.env };

    beforeAll(async () => {
      api = await startRecruitingApi({ demoOffers: 12 });
      process.env.RECRUITING_API_INTERNAL_URL = api.url;
      process.env.JOB_QUEUE = 'off';
      const response = await fetch(`${api.url}/v4/recruiting/search?limit=10`, {
        headers: { 'x-meridian-api': 'test' },
      });
      const body = (await response.json()) as { matches: { njobid: number }[] };
      offerIds = body.matches.map((offer) => offer.njobid);
    }, 90_000);
    afterAll(async () => {
      process.env = saved;
      await api?.stop();
    });

    let seq = 0;
    const candidate = async (payload: Payload): Promise<Candidate> =>
      (await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        data: {
          email: `saver-${(seq += 1)}-${Date.now()}@example.org`,
          status: 'active',
          origin: ORIGIN,
          market: 'de',
          lang: 'de',
        },
      })) as Candidate;
    const context = (payload: Payload, who: Candidate) => ({ payload, candidate: who, origin: ORIGIN });
    const rows = async (payload: Payload, who: Candidate) =>
      (
        await payload.find({
          collection: 'saved-offers',
          overrideAccess: true,
          depth: 0,
          where: { candidate: { equals: who.id } },
          sort: 'offerId',
        })
      ).docs;

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const site = await createKestrelSite(payload, LOCALES as { market: string; lang: 'de' | 'en' }[]);
      ({ editor, admin } = await createEditorAndAdmin(payload, site.id, 'saved'));
    });

    itOnStore(
      'saves an offer as the recruiting API describes it, once; a withdrawn or unknown offer is refused',
      async (payload) => {
        const jana = await candidate(payload);
        const id = offerIds[0]!;
        const detail = (await (
          await fetch(`${api.url}/v4/recruiting/details/${id}?lang=en`, { headers: { 'x-meridian-api': 'test' } })
        ).json()) as { sjobbez: string; urlpart: string };
        const first = await saveOfferFromApi(context(payload, jana), id, place('en'));
        expect(first).toMatchObject({
          kind: 'saved',
          offer: {
            id,
            title: detail.sjobbez,
            url: `${ORIGIN}/de/en/karriere/${id}/${encodeURIComponent(detail.urlpart)}`,
          },
        });
        expect(await saveOfferFromApi(context(payload, jana), id, place('en'))).toMatchObject({ kind: 'exists' });
        expect(await saveOfferFromApi(context(payload, jana), 999_999_999, place())).toEqual({ kind: 'gone' });
        const stored = await rows(payload, jana);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ offerId: id, title: detail.sjobbez, lang: 'en' });
      },
      60_000,
    );

    itOnStore(
      'two saves of one offer at once store one record (the unique candidate + offer index)',
      async (payload) => {
        const jana = await candidate(payload);
        const offer: SavedOffer = {
          id: offerIds[1]!,
          title: 'Race',
          location: '',
          company: '',
          url: `${ORIGIN}/de/de/karriere/${offerIds[1]}/x`,
          savedAt: new Date().toISOString(),
        };
        const results = await Promise.all([1, 2, 3].map(() => saveOffer(payload, jana.id, offer)));
        expect(results.filter((result) => result.kind === 'saved')).toHaveLength(1);
        expect(await rows(payload, jana)).toHaveLength(1);
        await expect(
          payload.create({
            collection: 'saved-offers',
            overrideAccess: true,
            data: { candidate: jana.id, offerId: offer.id, title: 'dup', url: offer.url, savedAt: offer.savedAt },
          }),
        ).rejects.toThrow();
      },
      60_000,
    );

    itOnStore(
      'one candidate cannot remove or read another’s saved offer by its id',
      async (payload) => {
        const jana = await candidate(payload);
        const mallory = await candidate(payload);
        await saveOfferFromApi(context(payload, jana), offerIds[2]!, place());
        const before = await rows(payload, jana);
        expect(await removeSavedOffer(payload, mallory.id, offerIds[2]!)).toBe(false);
        expect(await listSavedOffers(payload, mallory.id)).toEqual([]);
        expect(await rows(payload, jana)).toEqual(before);
        // Mallory saving the same offer makes a record of her own; Jana's stays as it was.
        await saveOfferFromApi(context(payload, mallory), offerIds[2]!, place('en'));
        expect(await rows(payload, jana)).toEqual(before);
        expect(await removeSavedOffer(payload, mallory.id, offerIds[2]!)).toBe(true);
        expect(await rows(payload, jana)).toEqual(before);
        expect(await removeSavedOffer(payload, jana.id, offerIds[2]!)).toBe(true);
        expect(await rows(payload, jana)).toEqual([]);
      },
      60_000,
    );

    itOnStore(
      'merges a browser’s list without duplicates; a withdrawn offer keeps the browser’s snapshot and shows as gone',
      async (payload) => {
        const jana = await candidate(payload);
        await saveOfferFromApi(
          context(payload, jana),
          offerIds[3]!,
          place(),
          undefined,
          new Date('2026-11-01T00:00:00Z'),
        );
        const browser = [
          {
            id: offerIds[3]!,
            title: 'Already there',
            url: `/de/de/karriere/${offerIds[3]}/x`,
            savedAt: '2026-10-01T00:00:00Z',
          },
          {
            id: offerIds[4]!,
            title: '<i>not trusted</i>',
            url: `/de/de/karriere/${offerIds[4]}/x`,
            savedAt: '2026-11-05T00:00:00Z',
          },
          {
            id: 888_888_888,
            title: 'Gone since',
            location: 'Ulm',
            url: '/de/de/karriere/888888888/gone-since',
            savedAt: '2026-11-03T00:00:00Z',
          },
          { id: offerIds[4]!, title: 'dup', url: `/de/de/karriere/${offerIds[4]}/x`, savedAt: '2026-11-04T00:00:00Z' },
        ];
        const parsed = parseMergeBody(JSON.stringify({ offers: browser }), ORIGIN, LOCALES);
        if (!parsed.ok) throw new Error('parse');
        expect(await mergeSavedOffersFromBrowser(context(payload, jana), parsed.entries)).toEqual({
          kind: 'merged',
          added: 2,
        });
        // Merging again adds nothing.
        expect(await mergeSavedOffersFromBrowser(context(payload, jana), parsed.entries)).toEqual({
          kind: 'merged',
          added: 0,
        });
        const list = await listSavedOffers(payload, jana.id);
        expect(list.map((offer) => offer.id)).toEqual([offerIds[4], 888_888_888, offerIds[3]]);
        expect(list[0]!.title).not.toContain('not trusted');
        expect(list[1]).toMatchObject({ title: 'Gone since', url: `${ORIGIN}/de/de/karriere/888888888/gone-since` });
        const shown = await savedOffersWithAvailability(payload, jana.id, () => 'de');
        expect(shown.map((entry) => entry.availability)).toEqual(['available', 'gone', 'available']);
      },
      60_000,
    );

    itOnStore(
      'nothing is merged while the recruiting API does not answer; the account holds at most 100',
      async (payload) => {
        const jana = await candidate(payload);
        const parsed = parseMergeBody(
          JSON.stringify({
            offers: [
              { id: offerIds[5], title: 'X', url: `/de/de/karriere/${offerIds[5]}/x`, savedAt: '2026-11-01T00:00:00Z' },
            ],
          }),
          ORIGIN,
          LOCALES,
        );
        if (!parsed.ok) throw new Error('parse');
        const down = async () => ({ kind: 'unknown' as const });
        expect(await mergeSavedOffersFromBrowser(context(payload, jana), parsed.entries, down)).toEqual({
          kind: 'unavailable',
        });
        expect(await rows(payload, jana)).toEqual([]);
        expect(await savedOffersWithAvailability(payload, jana.id, () => 'de', down)).toEqual([]);
        for (let i = 0; i < SAVED_OFFERS_MAX; i += 1)
          await saveOffer(payload, jana.id, {
            id: 1_000_000 + i,
            title: `Offer ${i}`,
            location: '',
            company: '',
            url: `${ORIGIN}/de/de/karriere/${1_000_000 + i}/x`,
            savedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
          });
        expect(await saveOfferFromApi(context(payload, jana), offerIds[5]!, place())).toEqual({ kind: 'full' });
        expect(await mergeSavedOffersFromBrowser(context(payload, jana), parsed.entries)).toEqual({
          kind: 'merged',
          added: 0,
        });
        expect((await listSavedOffers(payload, jana.id)).length).toBe(SAVED_OFFERS_MAX);
      },
      120_000,
    );

    itOnStore(
      'account deletion and export: the candidate’s saved offers, nobody else’s',
      async (payload) => {
        const jana = await candidate(payload);
        const other = await candidate(payload);
        await saveOfferFromApi(context(payload, jana), offerIds[6]!, place());
        await saveOfferFromApi(context(payload, jana), offerIds[7]!, place());
        await saveOfferFromApi(context(payload, other), offerIds[6]!, place());
        const exported = await savedOffersForExport(payload, jana.id);
        expect(exported.map((entry) => entry.offerId).sort()).toEqual([offerIds[6], offerIds[7]].sort());
        expect(Object.keys(exported[0]!).sort()).toEqual(['company', 'location', 'offerId', 'savedAt', 'title', 'url']);
        expect(await deleteSavedOffersOf(payload, jana.id)).toBe(2);
        expect(await rows(payload, jana)).toEqual([]);
        expect(await rows(payload, other)).toHaveLength(1);
      },
      60_000,
    );

    itOnStore(
      'the CMS API: editors cannot see saved offers; administrators read them; nobody writes them there',
      async (payload) => {
        const jana = await candidate(payload);
        await saveOfferFromApi(context(payload, jana), offerIds[8]!, place());
        const record = (await rows(payload, jana))[0]!;
        const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' as const } };
        await expect(payload.find({ collection: 'saved-offers', ...asEditor })).rejects.toThrow();
        await expect(payload.findByID({ collection: 'saved-offers', id: record.id, ...asEditor })).rejects.toThrow();
        await expect(payload.delete({ collection: 'saved-offers', id: record.id, ...asEditor })).rejects.toThrow();
        const asAdmin = { overrideAccess: false, user: { ...admin, collection: 'users' as const } };
        expect((await payload.findByID({ collection: 'saved-offers', id: record.id, ...asAdmin })).offerId).toBe(
          offerIds[8],
        );
        await expect(
          payload.update({ collection: 'saved-offers', id: record.id, data: { title: 'changed' }, ...asAdmin }),
        ).rejects.toThrow();
        await expect(
          payload.create({
            collection: 'saved-offers',
            data: { candidate: jana.id, offerId: 5, title: 'x', url: '/x', savedAt: new Date().toISOString() },
            ...asAdmin,
          }),
        ).rejects.toThrow();
        expect(await rows(payload, jana)).toEqual([record]);
      },
      60_000,
    );
  });
}
