import type { AdminViewServerProps } from 'payload';
import { DefaultTemplate } from '@payloadcms/next/templates';
import { userIsAdmin } from '@/access/isAdmin';
import { uiText } from '@/admin-i18n/ui';
import { relationId } from '@/cms/relation';
import { buildPageTree, type TreeNode } from './tree';
import { PageTree, type PageTreeSite, type PageTreeItem, type LanguageState } from './PageTree';

type Localized = Record<string, string | null | undefined> | string | null | undefined;
interface LatestPage {
  id: number;
  title?: Localized;
  parent?: number | { id: number } | null;
  tenant?: number | { id: number } | null;
  _order?: string | null;
  _status?: string | null;
  hideInMenus?: boolean | null;
}

const inLanguage = (value: Localized, lang: string) =>
  typeof value === 'string' ? value : (value?.[lang] ?? '').trim() || null;

/**
 * The page tree (admin view at /admin/page-tree): each site the editor works on, its pages by their place (parent
 * page) and order, with each language's state and a link to edit; siblings move up and down by button. Pages are
 * read as the editor (the multi-tenant plugin's access), the newest versions (drafts included).
 */
export async function PageTreeView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult;
  const { payload, user, i18n } = req;
  const t = (english: string) => uiText(english, i18n.language);
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {children}
    </DefaultTemplate>
  );
  if (!user) return template(<p className="gutter--left gutter--right">{t('Sign in to the CMS first.')}</p>);

  const ownSites = new Set(
    ((user as { tenants?: { tenant: unknown }[] | null }).tenants ?? []).map((entry) => relationId(entry.tenant)),
  );
  const isAdmin = userIsAdmin(user as { roles?: string[] });
  const selected = relationId(Number(initPageResult.cookies.get('payload-tenant')));
  const { docs: allSites } = await payload.find({
    collection: 'sites',
    depth: 0,
    limit: 100,
    locale: 'all',
    overrideAccess: true,
    select: { name: true, marketLanguages: true },
  });
  const mine = allSites.filter((site) => isAdmin || ownSites.has(site.id));
  const shown =
    selected !== null && mine.some((site) => site.id === selected) ? mine.filter((site) => site.id === selected) : mine;

  const sites: PageTreeSite[] = [];
  for (const site of shown) {
    const languages = [...new Set((site.marketLanguages ?? []).map((entry) => entry.lang))];
    const read = async (draft: boolean) =>
      (
        await payload.find({
          collection: 'pages',
          draft,
          locale: 'all',
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: false,
          user,
          select: { title: true, parent: true, tenant: true, _order: true, _status: true, hideInMenus: true },
          where: { tenant: { equals: site.id } },
        })
      ).docs as unknown as LatestPage[];
    const [latest, published] = await Promise.all([read(true), read(false)]);
    const publishedById = new Map(published.map((page) => [page.id, page]));
    const toItem = ({ page, children }: TreeNode<LatestPage>): PageTreeItem => {
      const live = publishedById.get(page.id);
      const isLive = live?._status === 'published';
      const states: LanguageState[] = languages.map((lang) => ({
        lang,
        state:
          isLive && inLanguage(live.title, lang) ? 'published' : inLanguage(page.title, lang) ? 'draft' : 'missing',
      }));
      const title =
        languages.map((lang) => inLanguage(page.title, lang)).find(Boolean) ??
        Object.values(typeof page.title === 'object' && page.title ? page.title : {}).find(Boolean) ??
        `#${page.id}`;
      return {
        id: page.id,
        title: String(title),
        order: page._order ?? null,
        changed: isLive && page._status === 'draft',
        hiddenInMenus: Boolean(page.hideInMenus),
        languages: states,
        children: children.map(toItem),
      };
    };
    sites.push({ id: site.id, name: site.name, pages: buildPageTree(latest, site.id).map(toItem) });
  }

  return template(
    <PageTree
      sites={sites}
      language={i18n.language}
      adminRoute={payload.config.routes.admin}
      apiRoute={payload.config.routes.api}
    />,
  );
}
