import { describe, expect } from 'vitest';
import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload';
import { initI18n } from '@payloadcms/translations';
import { useMigratedPayload, type StoreSetup } from './databases';
import { buildPageTree, flattenTree } from '@/collections/Pages/tree';
import { readPublishedPageTree } from '@/collections/Pages/tree-data';

type Refusal = { name?: string; status?: number; data?: { errors?: { path: string; message: string }[] } };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Refusal,
  );

/**
 * The page tree on a store (SQLite, PostgreSQL): parent pages checked on every save (the page itself, its
 * descendants and other sites' pages refused, in the editor's language), the manual order set through Payload's
 * reorder endpoint as the editor, and the tree a navigation follows (published pages of the language only).
 */
export function definePageTreeSuite(store: string, prepare: StoreSetup) {
  describe(`Page tree on ${store}`, () => {
    const ids: Record<string, number> = {};
    let editor: TypedUser;

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const site = (key: string) =>
        payload.create({
          collection: 'sites',
          locale: 'de',
          overrideAccess: true,
          data: {
            name: key,
            key,
            legalName: `${key} GmbH`,
            theme: key as 'brand-a' | 'brand-b',
            hosts: [{ host: `${key}.example` }],
            marketLanguages: [
              { market: 'de', lang: 'de' },
              { market: 'de', lang: 'en' },
            ],
          },
        });
      ids.siteA = (await site('brand-a')).id;
      ids.siteB = (await site('brand-b')).id;
      const page = async (title: string, tenant: number, extra: Record<string, unknown> = {}) =>
        (
          await payload.create({
            collection: 'pages',
            locale: 'de',
            overrideAccess: true,
            data: { title, slug: title.toLowerCase(), tenant, _status: 'published', ...extra },
          })
        ).id;
      ids.about = await page('Unternehmen', ids.siteA);
      ids.team = await page('Team', ids.siteA, { parent: ids.about });
      ids.history = await page('Geschichte', ids.siteA, { parent: ids.about });
      ids.people = await page('Menschen', ids.siteA, { parent: ids.team });
      ids.contact = await page('Kontakt', ids.siteA);
      ids.hidden = await page('Entwurf', ids.siteA, { parent: ids.about, _status: 'draft' });
      ids.other = await page('Fremd', ids.siteB);
      // English for some pages only.
      for (const [id, title] of [
        [ids.about, 'Company'],
        [ids.history, 'History'],
      ] as const)
        await payload.update({
          collection: 'pages',
          id,
          locale: 'en',
          overrideAccess: true,
          data: { title, slug: title.toLowerCase(), _status: 'published' },
        });
      const user = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: `tree-editor-${store}@test.example`,
          password: 'correct horse battery',
          roles: ['editor'],
          tenants: [{ tenant: ids.siteA }],
        },
      });
      editor = { ...user, collection: 'users' } as TypedUser;
    });

    const parentOf = async (payload: Payload, id: number) => {
      const doc = await payload.findByID({ collection: 'pages', id, draft: true, depth: 0, overrideAccess: true });
      return { parent: doc.parent ?? null, updatedAt: doc.updatedAt };
    };
    const treeIds = async (payload: Payload) => {
      const { docs } = await payload.find({
        collection: 'pages',
        draft: true,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        where: { tenant: { equals: ids.siteA } },
      });
      return flattenTree(buildPageTree(docs, ids.siteA)).map((node) => [node.page.id, node.depth]);
    };

    itOnStore(
      'new pages get an order key after the existing ones; the tree follows parents and keys',
      async (payload) => {
        expect(await treeIds(payload)).toEqual([
          [ids.about, 0],
          [ids.team, 1],
          [ids.people, 2],
          [ids.history, 1],
          [ids.hidden, 1],
          [ids.contact, 0],
        ]);
      },
    );

    itOnStore(
      'refuses the page itself, a descendant and another site’s page as parent; the page stays as it was',
      async (payload) => {
        const asEditor = { user: editor, overrideAccess: false } as const;
        const cases: [number, number, RegExp][] = [
          [ids.about!, ids.about!, /own parent/],
          [ids.about!, ids.people!, /below this page/],
          [ids.team!, ids.people!, /below this page/],
          [ids.contact!, ids.other!, /another site/],
        ];
        for (const [page, parent, message] of cases) {
          const before = await parentOf(payload, page);
          for (const draft of [false, true]) {
            const refused = await refusal(
              payload.update({ collection: 'pages', id: page, locale: 'de', draft, data: { parent }, ...asEditor }),
            );
            expect(refused?.name).toBe('ValidationError');
            expect(refused?.status).toBe(400);
            expect(refused?.data?.errors?.[0]?.path).toBe('parent');
            expect(refused?.data?.errors?.[0]?.message).toMatch(message);
          }
          expect(await parentOf(payload, page)).toEqual(before);
        }
        // Without access control (a script) the same.
        expect(
          (
            await refusal(
              payload.update({ collection: 'pages', id: ids.about!, data: { parent: ids.team }, overrideAccess: true }),
            )
          )?.name,
        ).toBe('ValidationError');
        // A new page may not start below another site's page either.
        const created = await refusal(
          payload.create({
            collection: 'pages',
            locale: 'de',
            data: { title: 'Neu', slug: 'neu', tenant: ids.siteA!, parent: ids.other!, _status: 'published' },
            ...asEditor,
          }),
        );
        expect(created?.status).toBe(400);
        expect(
          await payload.count({ collection: 'pages', where: { slug: { equals: 'neu' } }, overrideAccess: true }),
        ).toEqual({
          totalDocs: 0,
        });
      },
    );

    itOnStore('says why in the editor’s language', async (payload) => {
      const req = await createLocalReq({ user: editor }, payload);
      req.i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: 'de' });
      const refused = await refusal(
        payload.update({
          collection: 'pages',
          id: ids.about!,
          data: { parent: ids.people },
          overrideAccess: false,
          req,
        }),
      );
      expect(refused?.data?.errors?.[0]?.message).toBe(
        'Die übergeordnete Seite liegt im Seitenbaum unter dieser Seite: Wählen Sie eine andere Seite.',
      );
    });

    itOnStore('accepts another page of the site as parent', async (payload) => {
      const moved = await payload.update({
        collection: 'pages',
        id: ids.contact!,
        data: { parent: ids.about },
        depth: 0,
        user: editor,
        overrideAccess: false,
      });
      expect(moved.parent).toBe(ids.about);
      await payload.update({ collection: 'pages', id: ids.contact!, data: { parent: null }, overrideAccess: true });
    });

    const reorder = async (
      payload: Payload,
      user: TypedUser,
      id: number,
      target: number,
      newKeyWillBe: 'less' | 'greater',
    ) => {
      const endpoint = payload.config.endpoints.find((candidate) => candidate.path === '/reorder')!;
      const targetDoc = await payload.findByID({
        collection: 'pages',
        id: target,
        draft: true,
        depth: 0,
        overrideAccess: true,
      });
      const body = {
        collectionSlug: 'pages',
        orderableFieldName: '_order',
        docsToMove: [id],
        newKeyWillBe,
        target: { id: target, key: targetDoc._order },
      };
      const req = await createLocalReq({ user }, payload);
      (req as PayloadRequest & { json: () => Promise<unknown> }).json = async () => body;
      try {
        const response = await endpoint.handler(req);
        return response.status;
      } catch (error) {
        return (error as { status?: number }).status ?? 500;
      }
    };

    itOnStore(
      'the editor moves a page among its siblings (Payload’s reorder endpoint); not another site’s',
      async (payload) => {
        expect(await reorder(payload, editor, ids.history!, ids.team!, 'less')).toBe(200);
        expect((await treeIds(payload)).slice(0, 4)).toEqual([
          [ids.about, 0],
          [ids.history, 1],
          [ids.team, 1],
          [ids.people, 2],
        ]);
        expect(await reorder(payload, editor, ids.contact!, ids.about!, 'less')).toBe(200);
        expect((await treeIds(payload))[0]).toEqual([ids.contact, 0]);

        const before = await payload.findByID({ collection: 'pages', id: ids.other!, depth: 0, overrideAccess: true });
        expect(await reorder(payload, editor, ids.other!, ids.contact!, 'less')).toBe(403);
        const after = await payload.findByID({ collection: 'pages', id: ids.other!, depth: 0, overrideAccess: true });
        expect(after._order).toBe(before._order);
        expect(after.updatedAt).toBe(before.updatedAt);
      },
    );

    itOnStore('a navigation following the tree gets published pages of the language in tree order', async (payload) => {
      expect(await readPublishedPageTree(payload, ids.siteA!, 'de')).toEqual([
        { id: ids.contact, title: 'Kontakt', children: [] },
        {
          id: ids.about,
          title: 'Unternehmen',
          children: [
            { id: ids.history, title: 'Geschichte', children: [] },
            { id: ids.team, title: 'Team', children: [{ id: ids.people, title: 'Menschen', children: [] }] },
          ],
        },
      ]);
      // English: only the pages that have it; no fallback to German.
      expect(await readPublishedPageTree(payload, ids.siteA!, 'en')).toEqual([
        { id: ids.about, title: 'Company', children: [{ id: ids.history, title: 'History', children: [] }] },
      ]);
      expect(await readPublishedPageTree(payload, ids.siteB!, 'de')).toEqual([
        { id: ids.other, title: 'Fremd', children: [] },
      ]);
    });

    itOnStore('a navigation starts with manual entries (existing sites keep their menus)', async (payload) => {
      const navigation = await payload.create({
        collection: 'navigation',
        locale: 'de',
        overrideAccess: true,
        data: { tenant: ids.siteA!, mainMenu: [{ label: 'Kontakt', page: ids.contact! }] },
      });
      expect(navigation.mainMenuSource).toBe('manual');
      expect(navigation.pageNavigationSource).toBe('manual');
      const refused = await refusal(
        payload.update({
          collection: 'navigation',
          id: navigation.id,
          data: { mainMenuSource: 'everything' as 'manual' },
          overrideAccess: true,
        }),
      );
      expect(refused?.status).toBe(400);
      const followed = await payload.update({
        collection: 'navigation',
        id: navigation.id,
        data: { mainMenuSource: 'pageTree' },
        overrideAccess: true,
      });
      expect(followed.mainMenuSource).toBe('pageTree');
    });

    itOnStore('deleting a parent page moves its child pages up to the top level', async (payload) => {
      const parent = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Weg', slug: 'weg', tenant: ids.siteA!, _status: 'published' },
      });
      const child = await payload.create({
        collection: 'pages',
        locale: 'de',
        overrideAccess: true,
        data: { title: 'Bleibt', slug: 'bleibt', tenant: ids.siteA!, parent: parent.id, _status: 'published' },
      });
      await payload.delete({ collection: 'pages', id: parent.id, user: editor, overrideAccess: false });
      const after = await payload.findByID({
        collection: 'pages',
        id: child.id,
        draft: true,
        depth: 0,
        overrideAccess: true,
      });
      expect(after.parent ?? null).toBeNull();
      expect((await treeIds(payload)).find(([id]) => id === child.id)).toEqual([child.id, 0]);
    });
  });
}
