import { describe, expect } from 'vitest';
import { createLocalReq, type Where } from 'payload';
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import { findSiteBanners } from '@/banners/query';
import { pageStore } from '@/page-cache/store';
import { applyMigrations, migrationsForStore, RENAMED_MIGRATIONS } from '@/cms/migrations';
import { useMigratedPayload, type StoreSetup } from './databases';
import { SCHEDULED_PUBLISH_QUEUE, scheduleRequestRefusal } from '@/scheduling/rules';
import { createTranslation, pageTranslations } from '@/translations/server';

/**
 * The CMS integration suite, run once per store (SQLite, PostgreSQL) on a fresh database: migrations,
 * published/draft visibility, per-site isolation of editors, slug rules.
 */
export function defineCmsSuite(store: string, prepare: StoreSetup) {
  describe(`CMS on ${store}`, () => {
    const ids: Record<string, number> = {};

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const siteA = await payload.create({
        collection: 'sites',
        locale: 'de',
        overrideAccess: true,
        data: {
          name: 'A',
          key: 'brand-a',
          legalName: 'A GmbH',
          theme: 'brand-a',
          hosts: [{ host: 'a.example' }],
          marketLanguages: [{ market: 'de', lang: 'de' }],
        },
      });
      const siteB = await payload.create({
        collection: 'sites',
        locale: 'de',
        overrideAccess: true,
        data: {
          name: 'B',
          key: 'brand-b',
          legalName: 'B GmbH',
          theme: 'brand-b',
          hosts: [{ host: 'b.example' }],
          marketLanguages: [{ market: 'de', lang: 'de' }],
        },
      });
      ids.siteA = siteA.id;
      ids.siteB = siteB.id;
      const published = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Öffentlich', slug: 'oeffentlich', tenant: siteA.id, _status: 'published' },
      });
      const draft = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Entwurf', slug: 'entwurf', tenant: siteA.id, _status: 'draft' },
      });
      const pageB = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Seite B', slug: 'seite-b', tenant: siteB.id, _status: 'published' },
      });
      ids.published = published.id;
      ids.draft = draft.id;
      ids.pageB = pageB.id;
      const editor = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: `editor-a-${store}@test.example`,
          password: 'correct horse battery',
          roles: ['editor'],
          tenants: [{ tenant: siteA.id }],
        },
      });
      ids.editorA = editor.id;
    });

    itOnStore('applies every migration and reports none pending', async (payload) => {
      const migrations = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true });
      expect(migrations.docs.length).toBeGreaterThan(0);
      // Running again is a no-op, not an interactive prompt.
      await payload.db.migrate({ migrations: await migrationsForStore() });
      const again = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true });
      expect(again.totalDocs).toBe(migrations.totalDocs);
    });

    itOnStore('a database that applied a migration under its earlier name keeps it applied once', async (payload) => {
      const names = async () =>
        (await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })).docs.map(
          (doc) => doc.name,
        );
      const before = await names();
      const [oldName, newName] = Object.entries(RENAMED_MIGRATIONS).find(([, to]) => before.includes(to))!;
      // As a database migrated before the rename has it recorded.
      await payload.update({
        collection: 'payload-migrations',
        where: { name: { equals: newName } },
        data: { name: oldName },
        overrideAccess: true,
      });
      // Running the migration again would fail: its tables exist.
      await applyMigrations(payload);
      const after = await names();
      expect(after).toContain(newName);
      expect(after).not.toContain(oldName);
      expect(after.length).toBe(before.length);
    });

    itOnStore('the public (no user) sees published pages only', async (payload) => {
      const result = await payload.find({
        collection: 'pages',
        locale: 'de',
        overrideAccess: false,
        where: { tenant: { equals: ids.siteA } },
      });
      const slugs = result.docs.map((doc) => doc.slug);
      expect(slugs).toContain('oeffentlich');
      expect(slugs).not.toContain('entwurf');
      await expect(payload.findByID({ collection: 'pages', id: ids.draft!, overrideAccess: false })).rejects.toThrow();
    });

    itOnStore('a page scheduled to go live is published by the job queue once its time has come', async (payload) => {
      const page = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Geplant', slug: 'geplant', tenant: ids.siteA, _status: 'draft' },
      });
      const publicSlugs = async () =>
        (await payload.find({ collection: 'pages', locale: 'de', overrideAccess: false, limit: 100 })).docs.map(
          (doc) => doc.slug,
        );
      // What the admin's schedule drawer queues (Payload's schedulePublish task, on the queue this app runs).
      const due = Date.now() + 1_500;
      await payload.jobs.queue({
        task: 'schedulePublish',
        queue: SCHEDULED_PUBLISH_QUEUE,
        waitUntil: new Date(due),
        input: { type: 'publish', doc: { relationTo: 'pages', value: String(page.id) } },
      } as never);
      await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, overrideAccess: true });
      expect(await publicSlugs()).not.toContain('geplant');
      await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 100));
      await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, overrideAccess: true });
      expect(await publicSlugs()).toContain('geplant');
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true });
    });

    itOnStore("an editor reads and edits only their own site's content", async (payload) => {
      const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
      const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
      const visible = await payload.find({ collection: 'pages', locale: 'de', draft: true, ...asEditor });
      expect(visible.docs.length).toBeGreaterThan(0);
      expect(
        visible.docs.every((doc) => (typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant) === ids.siteA),
      ).toBe(true);
      await expect(payload.findByID({ collection: 'pages', id: ids.pageB!, ...asEditor })).rejects.toThrow();
      await expect(
        payload.update({ collection: 'pages', id: ids.pageB!, data: { title: 'x' }, ...asEditor }),
      ).rejects.toThrow();
      await expect(payload.delete({ collection: 'pages', id: ids.pageB!, ...asEditor })).rejects.toThrow();
      const own = await payload.update({
        collection: 'pages',
        id: ids.published!,
        locale: 'de',
        data: { title: 'Öffentlich (bearbeitet)' },
        ...asEditor,
      });
      expect(own.title).toBe('Öffentlich (bearbeitet)');
      await expect(payload.findByID({ collection: 'sites', id: ids.siteB!, ...asEditor })).rejects.toThrow();
    });

    itOnStore(
      "a site's documents refer only to documents of the same site, for editors and administrators alike",
      async (payload) => {
        const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
        const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
        const teaserTo = (page: number) => [
          { blockType: 'teaser' as const, heading: 'Mehr', items: [{ title: 'Weiter', page }] },
        ];
        const before = await payload.findByID({
          collection: 'pages',
          id: ids.published!,
          locale: 'de',
          draft: true,
          depth: 0,
          overrideAccess: true,
        });

        // Brand A's editor may edit the page, but not make it point at brand B's page.
        const refused = await payload
          .update({
            collection: 'pages',
            id: ids.published!,
            locale: 'de',
            data: { layout: teaserTo(ids.pageB!) },
            ...asEditor,
          })
          .then(
            () => null,
            (error: unknown) =>
              error as { name?: string; status?: number; data?: { errors?: { path: string; message: string }[] } },
          );
        expect(refused?.name).toBe('ValidationError');
        expect(refused?.status).toBe(400);
        expect(refused?.data?.errors?.map((error) => error.path)).toEqual(['layout.0.items.0.page']);
        expect(refused?.data?.errors?.[0]?.message).toMatch(/another site/);
        const after = await payload.findByID({
          collection: 'pages',
          id: ids.published!,
          locale: 'de',
          draft: true,
          depth: 0,
          overrideAccess: true,
        });
        expect(after.layout).toEqual(before.layout);
        expect(after.updatedAt).toBe(before.updatedAt);

        // The same holds without access control (an administrator, a script), and for the site's own references.
        await expect(
          payload.update({
            collection: 'pages',
            id: ids.published!,
            locale: 'de',
            data: { layout: teaserTo(ids.pageB!) },
            overrideAccess: true,
          }),
        ).rejects.toMatchObject({
          name: 'ValidationError',
        });
        await expect(
          payload.update({ collection: 'sites', id: ids.siteA!, data: { homePage: ids.pageB! }, overrideAccess: true }),
        ).rejects.toMatchObject({ name: 'ValidationError' });
        const siteA = await payload.findByID({ collection: 'sites', id: ids.siteA!, depth: 0, overrideAccess: true });
        expect(siteA.homePage ?? null).not.toBe(ids.pageB);

        // A reference inside the site is fine.
        const linked = await payload.update({
          collection: 'pages',
          id: ids.published!,
          locale: 'de',
          data: { layout: teaserTo(ids.draft!) },
          ...asEditor,
        });
        expect(linked.layout?.[0]).toMatchObject({ blockType: 'teaser' });
      },
    );

    itOnStore('slugs are unique per site and language, and validated', async (payload) => {
      await expect(
        payload.create({
          collection: 'pages',
          locale: 'de',
          overrideAccess: true,
          data: { title: 'Doppelt', slug: 'oeffentlich', tenant: ids.siteA!, _status: 'published' },
        }),
      ).rejects.toThrow(/slug/i);
      const otherSite = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Gleicher Slug, andere Site', slug: 'oeffentlich', tenant: ids.siteB!, _status: 'published' },
      });
      expect(otherSite.slug).toBe('oeffentlich');
      await expect(
        payload.create({
          collection: 'pages',
          locale: 'de',
          overrideAccess: true,
          data: { title: 'Böse', slug: '../etc', tenant: ids.siteA!, _status: 'published' },
        }),
      ).rejects.toThrow();
    });

    itOnStore(
      'site-search tracking events: written by the server only, read by administrators only',
      async (payload) => {
        const event = {
          site: '1',
          language: 'de',
          action: 'searchSideNavigation',
          data: 'Ingenieure',
          additional: '',
          page: '/de/de?x=1',
        };
        const stored = await payload.create({
          collection: 'search-tracking',
          overrideAccess: true,
          data: { tenant: ids.siteA!, ...event, recordedAt: new Date().toISOString() },
        });
        expect(stored).toMatchObject(event);
        // Nobody creates or changes events through the API, editors included.
        const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
        const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
        await expect(
          payload.create({
            collection: 'search-tracking',
            overrideAccess: false,
            data: { ...event, recordedAt: new Date().toISOString() },
          }),
        ).rejects.toThrow();
        await expect(
          payload.create({
            collection: 'search-tracking',
            ...asEditor,
            data: { ...event, recordedAt: new Date().toISOString() },
          }),
        ).rejects.toThrow();
        await expect(
          payload.update({ collection: 'search-tracking', id: stored.id, ...asEditor, data: { data: 'x' } }),
        ).rejects.toThrow();
        await expect(payload.find({ collection: 'search-tracking', overrideAccess: false })).rejects.toThrow();
        await expect(payload.find({ collection: 'search-tracking', ...asEditor })).rejects.toThrow();
        // Field limits hold at the database boundary too.
        await expect(
          payload.create({
            collection: 'search-tracking',
            overrideAccess: true,
            data: { ...event, data: 'x'.repeat(101), recordedAt: new Date().toISOString() },
          }),
        ).rejects.toThrow();
      },
    );

    itOnStore(
      'review links: listed per site, revoked by deleting, never created or changed through the API',
      async (payload) => {
        const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
        const own = await payload.create({
          collection: 'preview-links',
          overrideAccess: true,
          data: {
            tenant: ids.siteA!,
            linkId: `own-link-${store}-0123456789`,
            page: ids.published!,
            locale: 'de',
            expiresAt,
          },
        });
        const other = await payload.create({
          collection: 'preview-links',
          overrideAccess: true,
          data: {
            tenant: ids.siteB!,
            linkId: `other-link-${store}-0123456789`,
            page: ids.pageB!,
            locale: 'de',
            expiresAt,
          },
        });
        const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
        const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
        // An editor lists their own site's links only; the public none.
        const listed = await payload.find({ collection: 'preview-links', ...asEditor, depth: 0 });
        expect(listed.docs.map((doc) => doc.linkId)).toEqual([own.linkId]);
        await expect(payload.find({ collection: 'preview-links', overrideAccess: false })).rejects.toThrow(
          /not allowed/i,
        );
        // Links are issued by the preview route only: no one creates or extends one through the API.
        await expect(
          payload.create({
            collection: 'preview-links',
            ...asEditor,
            data: { tenant: ids.siteA!, linkId: `forged-${store}-0123456789`, locale: 'de', expiresAt },
          }),
        ).rejects.toThrow(/not allowed/i);
        await expect(
          payload.update({
            collection: 'preview-links',
            id: own.id,
            ...asEditor,
            data: { expiresAt: '2099-01-01T00:00:00.000Z' },
          }),
        ).rejects.toThrow(/not allowed/i);
        expect(
          (await payload.findByID({ collection: 'preview-links', id: own.id, overrideAccess: true })).expiresAt,
        ).toBe(expiresAt);
        // Another site's link is out of this editor's reach: it stays.
        await expect(payload.delete({ collection: 'preview-links', id: other.id, ...asEditor })).rejects.toThrow(
          /not found|not allowed/i,
        );
        expect(
          (await payload.findByID({ collection: 'preview-links', id: other.id, overrideAccess: true })).linkId,
        ).toBe(other.linkId);
        // Revoking their own: the link is gone.
        await payload.delete({ collection: 'preview-links', id: own.id, ...asEditor });
        expect(
          (
            await payload.count({
              collection: 'preview-links',
              overrideAccess: true,
              where: { linkId: { equals: own.linkId } },
            })
          ).totalDocs,
        ).toBe(0);
        // A link id is unique.
        await expect(
          payload.create({
            collection: 'preview-links',
            overrideAccess: true,
            data: { tenant: ids.siteA!, linkId: other.linkId, locale: 'de', expiresAt },
          }),
        ).rejects.toThrow();
      },
    );

    itOnStore(
      'a draft of a published page is found only by a draft query (what a workspace preview shows)',
      async (payload) => {
        await payload.update({
          collection: 'pages',
          id: ids.published!,
          locale: 'de',
          overrideAccess: true,
          draft: true,
          data: { title: 'Vorschau-Titel', _status: 'draft' },
        });
        const where: { and: Where[] } = {
          and: [{ tenant: { equals: ids.siteA! } }, { slug: { equals: 'oeffentlich' } }],
        };
        const published = await payload.find({
          collection: 'pages',
          locale: 'de',
          draft: false,
          overrideAccess: true,
          where: { and: [...where.and, { _status: { equals: 'published' } }] },
        });
        expect(published.docs[0]?.title).not.toBe('Vorschau-Titel');
        const draft = await payload.find({
          collection: 'pages',
          locale: 'de',
          draft: true,
          overrideAccess: true,
          where,
        });
        expect(draft.docs[0]?.title).toBe('Vorschau-Titel');
      },
    );

    itOnStore('navigation stores the page navigation and the search-result page', async (payload) => {
      const navigation = await payload.create({
        collection: 'navigation',
        locale: 'de',
        overrideAccess: true,
        data: {
          tenant: ids.siteA!,
          pageNavigation: [{ label: 'Öffentlich', page: ids.published! }],
          searchResultPage: ids.published!,
        },
      });
      const read = await payload.findByID({
        collection: 'navigation',
        id: navigation.id,
        locale: 'de',
        depth: 0,
        overrideAccess: true,
      });
      expect(read.pageNavigation?.map((item) => [item.label, item.page])).toEqual([['Öffentlich', ids.published]]);
      expect(read.searchResultPage).toBe(ids.published);
    });

    itOnStore(
      'map blocks: a preset instead of settings, checked on publish; maps saved before presets keep their settings',
      async (payload) => {
        const geoJson = JSON.stringify({
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [8.8, 53.1] }, properties: {} }],
        });
        const page = await payload.create({
          collection: 'pages',
          locale: 'de',
          overrideAccess: true,
          data: {
            title: 'Karten',
            slug: 'karten',
            tenant: ids.siteA!,
            _status: 'published',
            layout: [
              { blockType: 'map', source: 'cluster', geoJson, preset: 'cluster' },
              { blockType: 'map', source: 'nothing', preset: 'custom', settings: { maxZoom: 12 } },
              // As the API takes it without a preset: the field's default.
              { blockType: 'map', source: 'nothing' } as never,
            ],
          },
        });
        const presets = (doc: { layout?: unknown[] | null }) =>
          (doc.layout ?? []).map((block) => (block as { preset?: string | null }).preset);
        expect(presets(page)).toEqual(['cluster', 'custom', 'site']);

        // A preset the block cannot carry is refused on publish, with the field named; the live page stays as it was.
        const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
        const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
        const refused = await payload
          .update({
            collection: 'pages',
            id: page.id,
            locale: 'de',
            data: { _status: 'published', layout: [{ blockType: 'map', source: 'address', preset: 'cluster' }] },
            ...asEditor,
          })
          .then(
            () => null,
            (error: unknown) => error as { name?: string; data?: { errors?: { path: string; message: string }[] } },
          );
        expect(refused?.name).toBe('ValidationError');
        expect(refused?.data?.errors).toEqual([
          expect.objectContaining({
            path: 'layout.0.preset',
            message: 'A cluster map needs the source "cluster" and its GeoJSON.',
          }),
        ]);
        const live = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', overrideAccess: true });
        expect(presets(live)).toEqual(['cluster', 'custom', 'site']);
        expect(live.updatedAt).toBe(page.updatedAt);

        // A custom map with an emptied version is refused with the §5.7 message.
        await expect(
          payload.update({
            collection: 'pages',
            id: page.id,
            locale: 'de',
            data: {
              _status: 'published',
              layout: [{ blockType: 'map', source: 'nothing', preset: 'custom', settings: { version: '' } }],
            },
            ...asEditor,
          }),
        ).rejects.toMatchObject({
          data: { errors: [expect.objectContaining({ message: 'No MapLibre version defined' })] },
        });

        // Maps stored before presets (no preset in the row): read as the preset their settings amount to, else custom.
        await payload.db.execute({
          drizzle: payload.db.drizzle as never,
          raw: `UPDATE pages_blocks_map SET preset = NULL WHERE _parent_id = ${Number(page.id)}`,
        });
        const migrated = await payload.findByID({
          collection: 'pages',
          id: page.id,
          locale: 'de',
          overrideAccess: true,
        });
        expect(presets(migrated)).toEqual(['site', 'custom', 'site']);
      },
    );

    itOnStore(
      'a page is created in a missing language from the default one, as a draft; only by editors of its site',
      async (payload) => {
        // Site A serves German (default) and English for this test.
        await payload.update({
          collection: 'sites',
          id: ids.siteA!,
          overrideAccess: true,
          data: {
            marketLanguages: [
              { market: 'de', lang: 'de' },
              { market: 'de', lang: 'en' },
            ],
          },
        });
        await payload.update({
          collection: 'sites',
          id: ids.siteB!,
          overrideAccess: true,
          data: {
            marketLanguages: [
              { market: 'de', lang: 'de' },
              { market: 'de', lang: 'en' },
            ],
          },
        });
        const layout = [
          { blockType: 'teaser' as const, heading: 'Mehr', items: [{ title: 'Weiter', page: ids.draft! }] },
          { blockType: 'map' as const, source: 'nothing' as const, preset: 'site' as const },
        ];
        const page = await payload.create({
          collection: 'pages',
          locale: 'de',
          overrideAccess: true,
          data: { title: 'Übersetzen', slug: 'uebersetzen', tenant: ids.siteA!, _status: 'published', layout },
        });
        const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
        const editorA = { ...user, collection: 'users' as const };

        const before = await pageTranslations(payload, editorA, page.id);
        expect(before.status).toBe(200);
        expect(before.body.languages?.map((row) => [row.lang, row.state])).toEqual([
          ['de', 'default'],
          ['en', 'missing'],
        ]);

        const created = await createTranslation(payload, editorA, page.id, 'en');
        expect(created).toEqual({ status: 201, body: { created: 'en' } });
        // The English draft carries the German layout; the published page has no English yet.
        const draftEn = await payload.findByID({
          collection: 'pages',
          id: page.id,
          locale: 'en',
          fallbackLocale: false as never,
          draft: true,
          depth: 0,
          overrideAccess: true,
        });
        expect(draftEn.title).toBe('Übersetzen');
        expect(draftEn._status).toBe('draft');
        expect(draftEn.layout?.map((block) => block.blockType)).toEqual(['teaser', 'map']);
        expect(draftEn.layout?.[0]).toMatchObject({ heading: 'Mehr', items: [{ title: 'Weiter', page: ids.draft }] });
        const publishedEn = await payload.findByID({
          collection: 'pages',
          id: page.id,
          locale: 'en',
          fallbackLocale: false as never,
          depth: 0,
          overrideAccess: true,
        });
        expect(publishedEn.title ?? null).toBeNull();
        const germanAfter = await payload.findByID({
          collection: 'pages',
          id: page.id,
          locale: 'de',
          depth: 0,
          overrideAccess: true,
        });
        expect(germanAfter.layout?.map((block) => block.id)).toEqual(page.layout?.map((block) => block.id));
        const after = await pageTranslations(payload, editorA, page.id);
        expect(after.body.languages?.map((row) => row.state)).toEqual(['default', 'current']);

        // Not twice, not into a language the site does not serve, not into the default.
        expect((await createTranslation(payload, editorA, page.id, 'en')).status).toBe(409);
        expect((await createTranslation(payload, editorA, page.id, 'fr')).status).toBe(400);
        expect((await createTranslation(payload, editorA, page.id, 'de')).status).toBe(400);

        // Saving German later makes the English translation older than the original.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await payload.update({
          collection: 'pages',
          id: page.id,
          locale: 'de',
          data: { title: 'Übersetzen (neu)' },
          overrideAccess: true,
        });
        const outdated = await pageTranslations(payload, editorA, page.id);
        expect(outdated.body.languages?.map((row) => row.state)).toEqual(['default', 'outdated']);

        // Brand A's editor cannot copy into brand B's page (nor read its status): 404, and the page is unchanged.
        const pageBBefore = await payload.findByID({
          collection: 'pages',
          id: ids.pageB!,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
        });
        const denied = await createTranslation(payload, editorA, ids.pageB!, 'en');
        expect(denied).toEqual({ status: 404, body: { message: 'No such page, or not one of your sites.' } });
        expect((await pageTranslations(payload, editorA, ids.pageB!)).status).toBe(404);
        const pageBAfter = await payload.findByID({
          collection: 'pages',
          id: ids.pageB!,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
        });
        expect(pageBAfter).toEqual(pageBBefore);
        expect((pageBAfter.title as unknown as Record<string, string | undefined>).en).toBeUndefined();
      },
    );

    itOnStore('banners and widget blocks are validated, and banners are per site', async (payload) => {
      const banner = (data: Record<string, unknown>, tenant = ids.siteA!) =>
        payload.create({
          collection: 'banners',
          locale: 'de',
          overrideAccess: true,
          data: { name: 'N', headline: 'Hinweis', position: 'modal', timer: 0, tenant, ...data } as never,
        });
      const ok = await banner({ icon: 'meridian|info|i', timer: 60, position: 'bottom', pages: [ids.published] });
      expect(ok.position).toBe('bottom');
      await expect(banner({ icon: 'no-parts' })).rejects.toThrow();
      await expect(banner({ timer: -1 })).rejects.toThrow();
      await expect(banner({ timer: 1.5 })).rejects.toThrow();
      await expect(banner({ position: 'top' })).rejects.toThrow();
      await expect(banner({ link: { url: 'javascript:alert(1)' } })).rejects.toThrow();
      const bannerB = await banner({}, ids.siteB!);
      const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
      const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
      const visible = await payload.find({ collection: 'banners', locale: 'de', ...asEditor });
      expect(visible.docs.map((doc) => doc.id)).toContain(ok.id);
      expect(visible.docs.map((doc) => doc.id)).not.toContain(bannerB.id);
      // No public reads through the API: pages render banners on the server.
      await expect(payload.find({ collection: 'banners', overrideAccess: false })).rejects.toThrow();

      // Show from / until: kept as given; an end before the start or already over is refused and nothing is stored.
      const startsAt = new Date(Date.now() + 3_600_000).toISOString();
      const endsAt = new Date(Date.now() + 7_200_000).toISOString();
      const dated = await banner({ name: 'Datiert', startsAt, endsAt });
      expect([dated.startsAt, dated.endsAt]).toEqual([startsAt, endsAt]);
      const refusal = (message: string) => ({ data: { errors: [{ path: 'endsAt', message }] } });
      await expect(banner({ name: 'Verkehrt', startsAt: endsAt, endsAt: startsAt })).rejects.toMatchObject(
        refusal('The end must come after the start.'),
      );
      await expect(
        banner({ name: 'Vorbei', endsAt: new Date(Date.now() - 1_000).toISOString() }),
      ).rejects.toMatchObject(refusal('The end is already in the past: choose a later time or leave it empty.'));
      const refusedBanners = await payload.count({
        collection: 'banners',
        overrideAccess: true,
        where: { name: { in: ['Verkehrt', 'Vorbei'] } },
      });
      expect(refusedBanners.totalDocs).toBe(0);
      // An old banner whose end has passed can still be edited (its unchanged end is kept), but not moved into the past.
      // (Its end passes while the test waits: the banner and its versions hold it, as an old banner's do.)
      const soonOver = await banner({ name: 'Bald vorbei', endsAt: new Date(Date.now() + 1_000).toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const edited = await payload.update({
        collection: 'banners',
        id: soonOver.id,
        overrideAccess: true,
        locale: 'de',
        data: { active: false },
      });
      expect(edited.endsAt).toBe(soonOver.endsAt);
      await expect(
        payload.update({
          collection: 'banners',
          id: soonOver.id,
          overrideAccess: true,
          locale: 'de',
          data: { endsAt: new Date(Date.now() - 60_000).toISOString() },
        }),
      ).rejects.toMatchObject(refusal('The end is already in the past: choose a later time or leave it empty.'));

      const layout = (block: Record<string, unknown>) =>
        payload.update({
          collection: 'pages',
          id: ids.published!,
          locale: 'de',
          overrideAccess: true,
          data: { layout: [block] } as never,
        });
      const slides = [{ title: 'Eins', layout: 'card' }];
      await expect(
        layout({ blockType: 'slider', visibleSlidesAtOnce: 3, interval: 6000, wrap: true, slides }),
      ).resolves.toBeTruthy();
      await expect(layout({ blockType: 'slider', visibleSlidesAtOnce: 9, interval: 6000, slides })).rejects.toThrow();
      await expect(layout({ blockType: 'slider', visibleSlidesAtOnce: 1, interval: 500, slides })).rejects.toThrow();
      await expect(
        layout({ blockType: 'slider', visibleSlidesAtOnce: 1, interval: 0, slides, anchor: 'Bad Anchor' }),
      ).rejects.toThrow();
      await expect(layout({ blockType: 'video', title: 'Film', videoId: 'aqz-KE-bpKQ' })).resolves.toBeTruthy();
      await expect(layout({ blockType: 'video', title: 'Film', videoId: '"><script>' })).rejects.toThrow();
      await expect(
        layout({
          blockType: 'buttons',
          items: [{ label: 'Los', kind: 'scriptCall', scriptCall: 'openCookieSettings' }],
        }),
      ).resolves.toBeTruthy();
      await expect(
        layout({ blockType: 'buttons', items: [{ label: 'Los', kind: 'scriptCall', scriptCall: 'alert' }] }),
      ).rejects.toThrow();
      await expect(
        layout({ blockType: 'buttons', items: [{ label: 'Los', kind: 'url', url: 'javascript:alert(1)' }] }),
      ).rejects.toThrow();
      // Recruiting: the additional list fields are a comma list of supported names (unknown ones are named).
      await expect(
        layout({ blockType: 'recruiting', mode: 'list', additionalListFields: 'Salary, start,distance' }),
      ).resolves.toBeTruthy();
      const refused = await layout({
        blockType: 'recruiting',
        mode: 'list',
        additionalListFields: 'salary, colour',
      }).then(
        () => null,
        (error: { data?: { errors?: { message?: string }[] } }) => error,
      );
      expect(JSON.stringify(refused?.data?.errors ?? refused)).toContain("Unknown field 'colour'");
      await expect(
        layout({ blockType: 'recruiting', mode: 'list', additionalListFields: 'salary,'.repeat(40) }),
      ).rejects.toThrow();
    });

    itOnStore(
      'banners: the site shows a banner once published, as published; scheduled publish and unpublish run on the job queue; a time already past schedules nothing',
      async (payload) => {
        const editor = await payload.findByID({
          collection: 'users',
          id: ids.editorA!,
          depth: 0,
          overrideAccess: true,
        });
        const user = { ...editor, collection: 'users' as const };
        const asEditor = { user, overrideAccess: false };
        const shown = async () => (await findSiteBanners(payload, ids.siteA!, 'de')).map((doc) => doc.headline);
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
        const runQueue = () => payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, overrideAccess: true });

        // Made as a draft by the brand's editor: never published, so not on the site.
        const made = await payload.create({
          collection: 'banners',
          locale: 'de',
          draft: true,
          data: { name: 'Geplant', headline: 'Bald live', tenant: ids.siteA!, _status: 'draft' },
          ...asEditor,
        });
        expect(made._status).toBe('draft');
        expect(await shown()).not.toContain('Bald live');

        // What the admin's schedule drawer does: our refusal of a time already past, else Payload's own handler.
        const req = await createLocalReq({ user }, payload);
        const schedule = async (type: 'publish' | 'unpublish', date: Date) => {
          const args = { type, date, doc: { relationTo: 'banners', value: String(made.id) } };
          const refusal = scheduleRequestRefusal(args, Date.now());
          return refusal ? { error: refusal } : schedulePublishHandler({ ...args, req } as never);
        };
        const scheduled = async () =>
          (
            await payload.find({
              collection: 'payload-jobs',
              where: { taskSlug: { equals: 'schedulePublish' } },
              limit: 100,
              overrideAccess: true,
            })
          ).docs.filter((job) => (job.input as { doc?: { value?: unknown } })?.doc?.value === String(made.id));
        const stored = () =>
          payload.findByID({
            collection: 'banners',
            id: made.id,
            locale: 'de',
            draft: true,
            depth: 0,
            overrideAccess: true,
          });

        // A time already past: refused, nothing queued, and a run of the queue changes nothing.
        const before = await stored();
        expect(await schedule('publish', new Date(Date.now() - 3_600_000))).toEqual({
          error: 'This time is already in the past: choose a time ahead.',
        });
        expect(await scheduled()).toHaveLength(0);
        await runQueue();
        expect(await stored()).toEqual(before);
        expect(await shown()).not.toContain('Bald live');

        // A publish ahead: queued, run once its time has come; the job's change empties the kept pages.
        let due = Date.now() + 1_500;
        expect(await schedule('publish', new Date(due))).not.toHaveProperty('error');
        expect(await scheduled()).toHaveLength(1);
        await runQueue();
        expect(await shown()).not.toContain('Bald live');
        await wait(due - Date.now() + 100);
        const generation = pageStore().generation;
        await runQueue();
        expect(await shown()).toContain('Bald live');
        expect((await stored())._status).toBe('published');
        expect(pageStore().generation).toBeGreaterThan(generation);
        expect(await scheduled()).toHaveLength(0);

        // A draft saved over the published banner: the site keeps showing the published one.
        await payload.update({
          collection: 'banners',
          id: made.id,
          locale: 'de',
          draft: true,
          data: { headline: 'Noch nicht', _status: 'draft' },
          ...asEditor,
        });
        expect((await stored()).headline).toBe('Noch nicht');
        expect(await shown()).toContain('Bald live');
        expect(await shown()).not.toContain('Noch nicht');

        // An unpublish ahead: shown until its time, then gone (the draft is not published either).
        due = Date.now() + 1_500;
        expect(await schedule('unpublish', new Date(due))).not.toHaveProperty('error');
        await runQueue();
        expect(await shown()).toContain('Bald live');
        await wait(due - Date.now() + 100);
        await runQueue();
        const shownAfter = await shown();
        expect(shownAfter).not.toContain('Bald live');
        expect(shownAfter).not.toContain('Noch nicht');
        expect((await stored())._status).toBe('draft');
        await payload.delete({ collection: 'banners', id: made.id, overrideAccess: true });
      },
    );

    itOnStore('site settings are validated (hosts, markets)', async (payload) => {
      await expect(
        payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: {
            name: 'X',
            key: 'x-site',
            legalName: 'X',
            theme: 'group',
            hosts: [{ host: 'https://bad/host' }],
            marketLanguages: [{ market: 'de', lang: 'de' }],
          },
        }),
      ).rejects.toThrow();
      await expect(
        payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: {
            name: 'Y',
            key: 'y-site',
            legalName: 'Y',
            theme: 'group',
            hosts: [{ host: 'y.example' }],
            marketLanguages: [{ market: 'DEU', lang: 'de' }],
          },
        }),
      ).rejects.toThrow();
    });
  });
}
