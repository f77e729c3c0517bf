'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { uiText } from '@/admin-i18n/ui';
import './PageTree.css';

export interface LanguageState {
  lang: string;
  /** published: live in this language; draft: only in an unpublished version; missing: not in this language. */
  state: 'published' | 'draft' | 'missing';
}

export interface PageTreeItem {
  id: number;
  title: string;
  /** The order key among siblings (Payload's `_order`). */
  order: string | null;
  /** Published, with newer unpublished changes. */
  changed: boolean;
  /** Left out of menus that follow the tree (the page's "Hide in menus"). */
  hiddenInMenus: boolean;
  languages: LanguageState[];
  children: PageTreeItem[];
}

export interface PageTreeSite {
  id: number;
  name: string;
  pages: PageTreeItem[];
}

const STATE_TEXT: Record<LanguageState['state'], string> = {
  published: 'Published',
  draft: 'Draft only',
  missing: 'Missing',
};

/**
 * The page tree of the editor's sites as nested lists (one per site, named by its heading): each page links to its
 * edit view and shows its languages' states; "Move up" / "Move down" swap it with its neighbour among its siblings
 * (Payload's reorder endpoint), keep the focus on the moved page's button and announce the move.
 */
export function PageTree({
  sites,
  language,
  adminRoute,
  apiRoute,
}: {
  sites: PageTreeSite[];
  language: string;
  adminRoute: string;
  apiRoute: string;
}) {
  const t = (english: string, values?: Record<string, string>) => uiText(english, language, values);
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const [busy, startTransition] = useTransition();
  const [pending, setPending] = useState(false);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfter.current || busy || pending) return;
    const button = document.getElementById(focusAfter.current);
    focusAfter.current = null;
    button?.focus();
  });

  const move = async (page: PageTreeItem, neighbour: PageTreeItem | undefined, direction: 'up' | 'down') => {
    if (!neighbour || pending) return;
    setPending(true);
    setAnnouncement('');
    try {
      const response = await fetch(`${apiRoute}/reorder`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          collectionSlug: 'pages',
          orderableFieldName: '_order',
          docsToMove: [page.id],
          newKeyWillBe: direction === 'up' ? 'less' : 'greater',
          target: { id: neighbour.id, key: neighbour.order ?? undefined },
        }),
      });
      if (!response.ok) {
        setAnnouncement(t('“{title}” was not moved. Reload the page and try again.', { title: page.title }));
        return;
      }
      focusAfter.current = `page-tree-${direction}-${page.id}`;
      setAnnouncement(
        t(direction === 'up' ? '“{title}” moved up.' : '“{title}” moved down.', {
          title: page.title,
        }),
      );
      startTransition(() => router.refresh());
    } catch {
      setAnnouncement(t('“{title}” was not moved. Reload the page and try again.', { title: page.title }));
    } finally {
      setPending(false);
    }
  };

  const renderList = (pages: PageTreeItem[], labelledBy?: string, label?: string) => (
    <ul className="page-tree__list" aria-labelledby={labelledBy} aria-label={label}>
      {pages.map((page, index) => {
        const before = pages[index - 1];
        const after = pages[index + 1];
        return (
          <li key={page.id} className="page-tree__item">
            <div className="page-tree__row">
              <a className="page-tree__title" href={`${adminRoute}/collections/pages/${page.id}`}>
                {page.title}
              </a>
              <ul className="page-tree__languages" aria-label={t('Languages of {title}', { title: page.title })}>
                {page.languages.map((entry) => (
                  <li key={entry.lang} className="page-tree__language" data-state={entry.state}>
                    <abbr title={t(LANGUAGE_NAMES[entry.lang] ?? entry.lang)}>{entry.lang.toUpperCase()}</abbr>
                    {': '}
                    {t(STATE_TEXT[entry.state])}
                  </li>
                ))}
                {page.changed ? <li className="page-tree__changed">{t('Unpublished changes')}</li> : null}
                {page.hiddenInMenus ? <li className="page-tree__changed">{t('Hidden in menus')}</li> : null}
              </ul>
              <span className="page-tree__moves">
                <button
                  type="button"
                  id={`page-tree-up-${page.id}`}
                  className="page-tree__move"
                  aria-disabled={!before || pending}
                  aria-label={`${t('Move up')}: ${page.title}`}
                  onClick={() => void move(page, before, 'up')}
                >
                  <span aria-hidden="true">↑ </span>
                  {t('Move up')}
                </button>
                <button
                  type="button"
                  id={`page-tree-down-${page.id}`}
                  className="page-tree__move"
                  aria-disabled={!after || pending}
                  aria-label={`${t('Move down')}: ${page.title}`}
                  onClick={() => void move(page, after, 'down')}
                >
                  <span aria-hidden="true">↓ </span>
                  {t('Move down')}
                </button>
              </span>
            </div>
            {page.children.length > 0
              ? renderList(page.children, undefined, t('Pages below {title}', { title: page.title }))
              : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="page-tree gutter--left gutter--right">
      <h1 className="page-tree__heading">{t('Page tree')}</h1>
      <p className="page-tree__intro">
        {t(
          'The pages of your sites by their place: a page sits below its parent page (set in the page, "Parent page"). Move pages up and down among their siblings here; menus that follow the page tree show this order. Page addresses do not change.',
        )}
      </p>
      <p role="status" className="page-tree__status">
        {announcement}
      </p>
      {sites.map((site) => (
        <section key={site.id} className="page-tree__site" aria-labelledby={`page-tree-site-${site.id}`}>
          <h2 id={`page-tree-site-${site.id}`}>{site.name}</h2>
          {site.pages.length > 0 ? renderList(site.pages, `page-tree-site-${site.id}`) : <p>{t('No pages yet.')}</p>}
        </section>
      ))}
      <p>
        <a href={`${adminRoute}/collections/pages`}>{t('All pages as a list')}</a>
      </p>
    </div>
  );
}

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', en: 'English', fr: 'French', es: 'Spanish' };
