'use client';
import { useEffect, useState, type MouseEvent } from 'react';
import { useModule } from '../hooks/context.ts';
import { broaderSearches, offeredSearches, type BroaderSearch } from '../lib/broader-searches.ts';
import type { SearchCriteria } from '../lib/types.ts';
import { GROUP_LABELS } from './FilterPanel.tsx';

interface Props {
  /** The search that found nothing. */
  criteria: SearchCriteria;
  /** Runs another search in place. */
  onSearch: (criteria: SearchCriteria) => void;
  /** The career page URL of a search (the link's target without JavaScript's help). */
  hrefFor: (criteria: SearchCriteria) => string;
}

/**
 * Below "no jobs found": the searches that would find something — a larger radius, without the keyword, without
 * one of the filters — each with how many offers it finds, as links that run it in place.
 */
export function BroaderSearches({ criteria, onSearch, hrefFor }: Props) {
  const { client, rules, t } = useModule();
  const [offers, setOffers] = useState<{ search: BroaderSearch; count: number }[]>([]);

  useEffect(() => {
    const searches = broaderSearches(criteria, rules);
    if (searches.length === 0) return setOffers([]);
    const controller = new AbortController();
    void Promise.all(
      searches.map(async (search) => ({
        search,
        count: (await client.search(search.criteria, 0, 1, controller.signal))?.total_found ?? 0,
      })),
    ).then((found) => {
      if (!controller.signal.aborted) setOffers(offeredSearches(found));
    });
    return () => controller.abort();
  }, [criteria, rules, client]);

  if (offers.length === 0) return null;
  const label = (search: BroaderSearch) =>
    search.kind === 'radius'
      ? t('recruiting.broader.radius', { radius: search.radius })
      : search.kind === 'keyword'
        ? t('recruiting.broader.keyword', { keyword: search.keyword })
        : t('recruiting.broader.filter', { filter: t(GROUP_LABELS[search.group]) });
  const go = (event: MouseEvent<HTMLAnchorElement>, search: BroaderSearch) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSearch(search.criteria);
  };
  return (
    <div className="recruiting-broader">
      <p className="recruiting-broader__title">{t('recruiting.broader.title')}</p>
      <ul className="recruiting-broader__list">
        {offers.map(({ search, count }) => (
          <li key={`${search.kind}-${label(search)}`}>
            <a href={hrefFor(search.criteria)} onClick={(event) => go(event, search)}>
              {label(search)}
            </a>{' '}
            <span className="recruiting-broader__count">({t('recruiting.search.suggestionCount', { count })})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
