import { describe, expect } from 'vitest';
import { useMigratedPayload, type StoreSetup } from './databases';
import { storeEntry } from '@/contest/store';

/**
 * Brand B lottery, once per store: the entry store rejects a second entry of an address for the same
 * contest in the database itself (unique index), also when the check is bypassed; editors see only their
 * site's entries.
 */
export function defineContestSuite(store: string, prepare: StoreSetup) {
  describe(`Contest entries on ${store}`, () => {
    const ids: Record<string, number> = {};

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      for (const key of ['brand-a', 'brand-b'] as const) {
        const site = await payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: {
            name: key,
            key,
            legalName: `${key} GmbH`,
            theme: key,
            hosts: [{ host: `${key}.example` }],
            marketLanguages: [{ market: 'de', lang: 'de' }],
          },
        });
        ids[key] = site.id;
        const contest = await payload.create({
          collection: 'contests',
          locale: 'de',
          overrideAccess: true,
          data: {
            tenant: site.id,
            title: `Gewinnspiel ${key}`,
            question: 'Frage?',
            answers: [
              { key: 'a', label: 'A' },
              { key: 'b', label: 'B' },
            ],
            closesAt: new Date(Date.now() + 86_400_000).toISOString(),
            terms: 'Bedingungen',
          },
        });
        ids[`contest-${key}`] = contest.id;
      }
      const editor = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: `contest-editor-${store}@test.example`,
          password: 'correct horse battery',
          roles: ['editor'],
          tenants: [{ tenant: ids['brand-b']! }],
        },
      });
      ids.editor = editor.id;
    });

    const entry = (contest: number, site: number, email: string) => ({
      tenant: site,
      contest,
      name: '<script>alert(1)</script>',
      email,
      answer: 'a',
      acceptedTermsAt: new Date().toISOString(),
    });

    itOnStore('stores an entry, keeping markup as text', async (payload) => {
      const result = await storeEntry(payload, {
        siteId: ids['brand-b']!,
        contestId: ids['contest-brand-b']!,
        values: { name: '<b>Jana</b>', email: 'Jana@Example.org', answer: 'a', terms: true },
        lang: 'de',
      });
      expect(result).toBe('stored');
      const { docs } = await payload.find({
        collection: 'contest-entries',
        overrideAccess: true,
        where: { contest: { equals: ids['contest-brand-b'] } },
      });
      expect(docs).toHaveLength(1);
      expect(docs[0]!.name).toBe('<b>Jana</b>');
      expect(docs[0]!.email).toBe('jana@example.org');
    });

    itOnStore('reports the same address again (any case) as a duplicate and stores nothing', async (payload) => {
      const again = await storeEntry(payload, {
        siteId: ids['brand-b']!,
        contestId: ids['contest-brand-b']!,
        values: { name: 'Jana', email: 'JANA@example.org', answer: 'b', terms: true },
        lang: 'de',
      });
      expect(again).toBe('duplicate');
      const count = await payload.count({
        collection: 'contest-entries',
        overrideAccess: true,
        where: { contest: { equals: ids['contest-brand-b'] } },
      });
      expect(count.totalDocs).toBe(1);
    });

    itOnStore('the database itself rejects a duplicate (contest, email), also concurrently', async (payload) => {
      const contest = ids['contest-brand-b']!;
      const site = ids['brand-b']!;
      await expect(
        payload.create({
          collection: 'contest-entries',
          overrideAccess: true,
          data: entry(contest, site, 'jana@example.org'),
        }),
      ).rejects.toThrow();
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          payload.create({
            collection: 'contest-entries',
            overrideAccess: true,
            data: entry(contest, site, 'race@example.org'),
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const count = await payload.count({
        collection: 'contest-entries',
        overrideAccess: true,
        where: { email: { equals: 'race@example.org' } },
      });
      expect(count.totalDocs).toBe(1);
    });

    itOnStore('the same address may enter another contest', async (payload) => {
      const result = await storeEntry(payload, {
        siteId: ids['brand-a']!,
        contestId: ids['contest-brand-a']!,
        values: { name: 'Jana', email: 'jana@example.org', answer: 'a', terms: true },
        lang: 'de',
      });
      expect(result).toBe('stored');
    });

    itOnStore("editors read only their site's entries and cannot create or change entries", async (payload) => {
      const editor = await payload.findByID({ collection: 'users', id: ids.editor!, overrideAccess: true });
      const user = { ...editor, collection: 'users' as const };
      const visible = await payload.find({ collection: 'contest-entries', overrideAccess: false, user, limit: 100 });
      expect(visible.docs.length).toBeGreaterThan(0);
      expect(
        visible.docs.every((doc) => (typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant) === ids['brand-b']),
      ).toBe(true);
      await expect(
        payload.create({
          collection: 'contest-entries',
          overrideAccess: false,
          user,
          data: entry(ids['contest-brand-b']!, ids['brand-b']!, 'editor@example.org'),
        }),
      ).rejects.toThrow();
      const anonymous = await payload
        .find({ collection: 'contest-entries', overrideAccess: false })
        .catch(() => ({ docs: [] }));
      expect(anonymous.docs).toHaveLength(0);
    });
  });
}
