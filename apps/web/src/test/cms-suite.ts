import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { migrationsForStore } from '@/lib/migrations';

/**
 * The CMS integration suite, run once per store (SQLite, PostgreSQL) on a fresh database: migrations,
 * published/draft visibility, per-site isolation of editors, slug rules.
 */
export function defineCmsSuite(store: string, prepare: () => Promise<{ cleanup: () => Promise<void> } | null>) {
  describe(`CMS on ${store}`, () => {
    let payload: Payload;
    let cleanup: (() => Promise<void>) | undefined;
    let skip = false;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const prepared = await prepare();
      if (!prepared) {
        skip = true;
        return;
      }
      cleanup = prepared.cleanup;
      const { getPayload } = await import('payload');
      const { default: config } = await import('@payload-config');
      payload = await getPayload({ config });
      await payload.db.migrate({ migrations: await migrationsForStore() });

      const siteA = await payload.create({
        collection: 'sites',
        locale: 'de',
        overrideAccess: true,
        data: { name: 'A', key: 'brand-a', legalName: 'A GmbH', theme: 'brand-a', hosts: [{ host: 'a.example' }], marketLanguages: [{ market: 'de', lang: 'de' }] },
      });
      const siteB = await payload.create({
        collection: 'sites',
        locale: 'de',
        overrideAccess: true,
        data: { name: 'B', key: 'brand-b', legalName: 'B GmbH', theme: 'brand-b', hosts: [{ host: 'b.example' }], marketLanguages: [{ market: 'de', lang: 'de' }] },
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
        data: { email: `editor-a-${store}@test.example`, password: 'correct horse battery', roles: ['editor'], tenants: [{ tenant: siteA.id }] },
      });
      ids.editorA = editor.id;
    }, 180_000);

    afterAll(async () => {
      // Close the connection pool before the database is dropped, or the drop kills live connections.
      const pool = (payload?.db as unknown as { pool?: { end: () => Promise<void> } } | undefined)?.pool;
      const bounded = (promise: Promise<unknown> | undefined) =>
        Promise.race([Promise.resolve(promise).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
      await bounded(pool?.end());
      await bounded(payload?.destroy?.());
      await cleanup?.();
    });

    it('applies every migration and reports none pending', async (context) => {
      if (skip) return context.skip();
      const migrations = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true });
      expect(migrations.docs.length).toBeGreaterThan(0);
      // Running again is a no-op, not an interactive prompt.
      await payload.db.migrate({ migrations: await migrationsForStore() });
      const again = await payload.find({ collection: "payload-migrations", limit: 100, overrideAccess: true });
      expect(again.totalDocs).toBe(migrations.totalDocs);
    });

    it('the public (no user) sees published pages only', async (context) => {
      if (skip) return context.skip();
      const result = await payload.find({ collection: 'pages', locale: 'de', overrideAccess: false, where: { tenant: { equals: ids.siteA } } });
      const slugs = result.docs.map((doc) => doc.slug);
      expect(slugs).toContain('oeffentlich');
      expect(slugs).not.toContain('entwurf');
      await expect(payload.findByID({ collection: 'pages', id: ids.draft!, overrideAccess: false })).rejects.toThrow();
    });

    it("an editor reads and edits only their own site's content", async (context) => {
      if (skip) return context.skip();
      const user = await payload.findByID({ collection: 'users', id: ids.editorA!, overrideAccess: true });
      const asEditor = { user: { ...user, collection: 'users' as const }, overrideAccess: false };
      const visible = await payload.find({ collection: 'pages', locale: 'de', draft: true, ...asEditor });
      expect(visible.docs.length).toBeGreaterThan(0);
      expect(visible.docs.every((doc) => (typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant) === ids.siteA)).toBe(true);
      await expect(payload.findByID({ collection: 'pages', id: ids.pageB!, ...asEditor })).rejects.toThrow();
      await expect(payload.update({ collection: 'pages', id: ids.pageB!, data: { title: 'x' }, ...asEditor })).rejects.toThrow();
      await expect(payload.delete({ collection: 'pages', id: ids.pageB!, ...asEditor })).rejects.toThrow();
      const own = await payload.update({ collection: 'pages', id: ids.published!, locale: 'de', data: { title: 'Öffentlich (bearbeitet)' }, ...asEditor });
      expect(own.title).toBe('Öffentlich (bearbeitet)');
      await expect(payload.findByID({ collection: 'sites', id: ids.siteB!, ...asEditor })).rejects.toThrow();
    });

    it('slugs are unique per site and language, and validated', async (context) => {
      if (skip) return context.skip();
      await expect(
        payload.create({ collection: 'pages', locale: 'de', overrideAccess: true, data: { title: 'Doppelt', slug: 'oeffentlich', tenant: ids.siteA!, _status: 'published' } }),
      ).rejects.toThrow(/slug/i);
      const otherSite = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Gleicher Slug, andere Site', slug: 'oeffentlich', tenant: ids.siteB!, _status: 'published' },
      });
      expect(otherSite.slug).toBe('oeffentlich');
      await expect(
        payload.create({ collection: 'pages', locale: 'de', overrideAccess: true, data: { title: 'Böse', slug: '../etc', tenant: ids.siteA!, _status: 'published' } }),
      ).rejects.toThrow();
    });

    it('site settings are validated (hosts, markets)', async (context) => {
      if (skip) return context.skip();
      await expect(
        payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: { name: 'X', key: 'x-site', legalName: 'X', theme: 'group', hosts: [{ host: 'https://bad/host' }], marketLanguages: [{ market: 'de', lang: 'de' }] },
        }),
      ).rejects.toThrow();
      await expect(
        payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: { name: 'Y', key: 'y-site', legalName: 'Y', theme: 'group', hosts: [{ host: 'y.example' }], marketLanguages: [{ market: 'DEU', lang: 'de' }] },
        }),
      ).rejects.toThrow();
    });
  });
}
