'use client';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { OfferListItem } from '@meridian/contracts';
import { useModule } from '../hooks/context.ts';
import { cityCountry, distanceMessage, labelWithColon, localizeNumbers, translate, typeLabel } from '../lib/format.ts';
import { tableCells } from '../lib/table-cells.ts';
import { listFieldRows, type ListFieldLists, type ListFieldName } from '../lib/list-fields.ts';
import { listEntryId, loadMoreUrl, offerClickTarget, offerWithListUrl, type ListLinks } from '../lib/links.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { listMeta, noMatchesMessage, reloadButtonModel, type SearchState } from '../lib/search-state.ts';
import type { CityValue, SearchCriteria } from '../lib/types.ts';
import { BroaderSearches } from './BroaderSearches.tsx';
import { markKeyword } from '../lib/highlight.ts';
import type { SavedOffer } from '../lib/saved-offers.ts';
import { SaveOfferButton } from './SaveOfferButton.tsx';

interface Props {
  state: SearchState;
  onLoadMore: () => void;
  onOpen: (offer: OfferListItem) => void;
  /** Search again in place (the corrected spelling, a broader search); without it, no such offer is shown. */
  onSearch?: (criteria: SearchCriteria) => void;
  /** The career page URL of a search, for the broader searches' links. */
  searchHref?: (criteria: SearchCriteria) => string;
  branchCity: CityValue | null;
  /** Additional list fields (SPEC §3.10), parsed; each a labelled line on every item. */
  listFields?: readonly ListFieldName[];
  lists?: ListFieldLists;
  /** Where offers and 'load more' lead without JavaScript (server HTML, before hydration). */
  links?: ListLinks;
  /** The bookmark of an offer (its snapshot and URL); without it, no bookmark buttons. */
  snapshotOf?: (offer: OfferListItem) => SavedOffer | null;
}

/** The list meta text (SPEC §9.1): 'Offers 1 to n' + 'of total', only when more than one was found. */
export function ListMeta({ state }: { state: Pick<SearchState, 'offset' | 'pageSize' | 'totalFound'> }) {
  const { t, lang } = useModule();
  const meta = listMeta(state);
  if (!meta) return null;
  return (
    <p className="recruiting-meta" aria-live="polite">
      {translate(t, localizeNumbers(meta.part1, lang))} {translate(t, localizeNumbers(meta.part2, lang))}
    </p>
  );
}

/** Result list in the variant's list layout, the list meta, the reload button and the empty states (§2.13, §8.3). */
export function ResultList({
  state,
  onLoadMore,
  onOpen,
  onSearch,
  searchHref,
  branchCity,
  listFields = [],
  lists = {},
  links,
  snapshotOf,
}: Props) {
  const { config, rules, t, lang, tradeFair, messemodus, utm, idPrefix } = useModule();
  const hydrated = useHydrated();
  // Before hydration an offer's link carries the list's search, so the server shows that list behind its layer.
  const noScriptLinks = hydrated ? null : (links ?? null);
  const listRef = useRef<HTMLOListElement>(null);
  const components = config.listComponents;

  // After 'load more' the view moves to the first new entry (SPEC §4.3); focus follows for keyboard users.
  useEffect(() => {
    if (state.scrollToIndex === null) return;
    const link = listRef.current?.querySelectorAll<HTMLAnchorElement>('.recruiting-offer__link')[state.scrollToIndex];
    link?.focus({ preventScroll: true });
    link?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.scrollToIndex, state.completedSearches]);

  const empty = noMatchesMessage(state, state.criteria.type || config.type, components.includes('search'));
  const reload = reloadButtonModel(state, config, rules, branchCity);
  const today = new Date();
  const showProjectHeader = rules.projectListHeader && state.matches.some((offer) => offer.typeId === 4);

  const click = (event: MouseEvent<HTMLAnchorElement>, offer: OfferListItem) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = offerClickTarget(offer, config, { active: tradeFair, messemodus, utm });
    if (target.kind === 'layer') {
      event.preventDefault();
      onOpen(offer);
    }
  };

  return (
    <div className="recruiting-results" data-layout={rules.listLayout} aria-busy={state.status === 'loading'}>
      {/* Always present, so screen readers announce when a search starts; visible while it runs. */}
      <p className="recruiting-results__progress" role="status" data-active={state.status === 'loading' || undefined}>
        {state.status === 'loading' ? t('recruiting.search.loading') : ''}
      </p>
      {components.includes('metainfo') ? <ListMeta state={state} /> : null}
      {state.didYouMean && onSearch ? (
        <p className="recruiting-did-you-mean">
          <button
            type="button"
            className="recruiting-link-button"
            onClick={() => onSearch({ ...state.criteria, keyword: state.didYouMean!.query })}
          >
            {t('recruiting.search.didYouMean', { query: state.didYouMean.query })}
          </button>{' '}
          <span className="recruiting-did-you-mean__count">
            ({t('recruiting.search.suggestionCount', { count: state.didYouMean.count })})
          </span>
        </p>
      ) : null}
      {components.includes('list') ? (
        <>
          {showProjectHeader ? (
            <div className="recruiting-results__header" aria-hidden="true">
              <span>{t('recruiting.list.header.duration')}</span>
              <span>{t('recruiting.list.header.start')}</span>
              <span>{t('recruiting.list.header.location')}</span>
            </div>
          ) : null}
          <ol
            ref={listRef}
            className="recruiting-results__list"
            aria-label={t('recruiting.list.label')}
            id={`${idPrefix}-list`}
          >
            {state.matches.map((offer, index) => {
              const target = offerClickTarget(offer, config, { active: tradeFair, messemodus, utm });
              const href =
                noScriptLinks && target.kind === 'layer'
                  ? offerWithListUrl(offer, state.criteria, noScriptLinks, state.offset)
                  : target.href;
              const distance = distanceMessage(offer, lang);
              const fields = listFields.length > 0 ? listFieldRows(offer, listFields, { t, lang, today, lists }) : [];
              return (
                <li
                  key={offer.njobid}
                  id={listEntryId(idPrefix, index + 1)}
                  className="recruiting-offer"
                  data-job-id={offer.njobid}
                  data-type={offer.typeId}
                >
                  <a className="recruiting-offer__link" href={href} onClick={(event) => click(event, offer)}>
                    <span className="recruiting-offer__title">
                      {markKeyword(offer.sjobbez_hyphen || offer.sjobbez, state.criteria.keyword).map(
                        (segment, part) => (segment.marked ? <mark key={part}>{segment.text}</mark> : segment.text),
                      )}
                    </span>
                  </a>
                  {snapshotOf ? (
                    <SaveOfferButton
                      offer={{ id: offer.njobid, title: offer.sjobbez, place: cityCountry(offer) }}
                      snapshot={() => snapshotOf(offer)}
                      appearance="icon"
                    />
                  ) : null}
                  <span className="recruiting-offer__type">{translate(t, typeLabel(offer.typeId, 1))}</span>
                  {showProjectHeader ? (
                    <span className="recruiting-offer__columns">
                      {tableCells(offer, { t, lang, today }).map((cell) => (
                        <span
                          key={cell.name}
                          className="recruiting-offer__cell"
                          data-cell={cell.name}
                          data-empty={cell.empty || undefined}
                          aria-hidden={cell.value || cell.distance ? undefined : true}
                        >
                          {cell.value || cell.distance ? (
                            <span className="recruiting-offer__cell-label">{labelWithColon(cell.label, lang)} </span>
                          ) : null}
                          {cell.value}
                          {cell.distance ? <span className="recruiting-offer__distance">{cell.distance}</span> : null}
                        </span>
                      ))}
                    </span>
                  ) : (
                    <span className="recruiting-offer__meta">
                      <span className="recruiting-offer__city">{cityCountry(offer)}</span>
                      {offer.seinsatzbereichbez ? (
                        <span className="recruiting-offer__area">{offer.seinsatzbereichbez}</span>
                      ) : null}
                      {distance ? <span className="recruiting-offer__distance">{translate(t, distance)}</span> : null}
                    </span>
                  )}
                  {fields.length > 0 ? (
                    <dl className="recruiting-offer__fields">
                      {fields.map((field) => (
                        <div key={field.name} className="recruiting-offer__field" data-field={field.name}>
                          <dt>{labelWithColon(field.label, lang)}</dt>
                          <dd>{field.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      {empty ? (
        <div className="recruiting-empty" role="status">
          <p className="recruiting-empty__title">{t(empty.title)}</p>
          {empty.text ? <p>{t(empty.text)}</p> : null}
          {onSearch && searchHref ? (
            <BroaderSearches criteria={state.criteria} onSearch={onSearch} hrefFor={searchHref} />
          ) : null}
        </div>
      ) : null}
      {state.nextPageFailed ? (
        <div className="recruiting-results__page-error" role="alert">
          <p>{t('recruiting.reload.failed')}</p>
          <button type="button" className="recruiting-button" onClick={onLoadMore}>
            {t('recruiting.reload.retry')}
          </button>
        </div>
      ) : null}
      {components.includes('reload') && state.matches.length > 0 && !state.nextPageFailed ? (
        reload.kind === 'loadMore' && noScriptLinks ? (
          // Without JavaScript: the list with the next offset, scrolled to its first new entry (SPEC §4.3).
          reload.dataReload ? (
            <a
              className="recruiting-button recruiting-reload"
              data-reload="true"
              href={loadMoreUrl(state.criteria, noScriptLinks, state.matches.length, idPrefix)}
            >
              {translate(t, localizeNumbers(reload.label, lang))}
            </a>
          ) : null
        ) : reload.kind === 'loadMore' ? (
          <button
            type="button"
            className="recruiting-button recruiting-reload"
            data-reload={String(reload.dataReload)}
            hidden={!reload.dataReload}
            aria-controls={`${idPrefix}-list`}
            onClick={onLoadMore}
            disabled={state.status === 'loading'}
          >
            {translate(t, localizeNumbers(reload.label, lang))}
          </button>
        ) : (
          <a className="recruiting-button recruiting-reload" data-kind={reload.kind} href={reload.href}>
            {translate(t, localizeNumbers(reload.label, lang))}
          </a>
        )
      ) : null}
    </div>
  );
}
