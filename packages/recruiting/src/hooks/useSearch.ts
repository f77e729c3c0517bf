'use client';
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import type { SearchResponse } from '@meridian/contracts';
import { showToast } from '@meridian/site-kit/toasts';
import { getTracker } from '@meridian/site-kit/analytics';
import { hydrateSearchState, initSearchState, searchReducer, type SearchState } from '../lib/search-state.ts';
import { listViewPayload, trackedOffer } from '../lib/tracking.ts';
import type { SearchCriteria } from '../lib/types.ts';
import type { ModuleContext } from './context.ts';

/**
 * Initial paging state. Preloaded list data answers the first search without a query string (SPEC §4.3); with
 * one, the results the server rendered for that same query answer it too (`hydrateSearchState`): the browser
 * searches again only when the criteria change.
 */
export function initialSearchState(
  module: Pick<ModuleContext, 'config'>,
  page: { criteria: SearchCriteria; hasQueryString: boolean; offset?: number },
  serverList: SearchResponse | null,
  serverCriteria: SearchCriteria | null = null,
): SearchState {
  return hydrateSearchState(
    initSearchState(module.config, page),
    module.config,
    serverList,
    serverCriteria,
    page.offset ?? 0,
  );
}

/** The paging reducer plus the side effects it describes: send `state.request`, toasts, list-view tracking. */
export function useSearch(module: ModuleContext, initial: () => SearchState) {
  const [state, dispatch] = useReducer(searchReducer, undefined, initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { client, t, config } = module;
  const pendingKey = state.request ? state.request.key : null;

  // Sends the pending request once per request key; a new key cancels the one before.
  const send = useEffectEvent(() => {
    const pending = stateRef.current.request;
    if (!pending) return;
    const controller = new AbortController();
    let cancelled = false;
    const timer = setTimeout(async () => {
      const current = stateRef.current;
      const criteria = current.criteria;
      if (pending.needsGeocoding && criteria.city) {
        // A city without coordinates (from the URL) is geocoded before the first search (SPEC §4.3).
        const [first] = await client.geocode(criteria.city.name, controller.signal);
        if (cancelled) return;
        if (first && first.lat !== null && first.lon !== null) {
          dispatch({
            type: 'search',
            criteria: { ...criteria, city: { name: criteria.city.name, lat: first.lat, lon: first.lon } },
          });
          return;
        }
      }
      const response = await client.search(criteria, pending.offset, current.pageSize, controller.signal);
      if (cancelled) return;
      dispatch(response ? { type: 'succeeded', key: pending.key, response } : { type: 'failed', key: pending.key });
    }, pending.delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controller.abort();
    };
  });
  useEffect(() => {
    if (pendingKey === null) return;
    return send();
  }, [pendingKey]);

  useEffect(() => {
    const notification = state.notification;
    if (!notification) return;
    showToast({
      type: notification.type,
      headline: t(notification.headline),
      text: t(notification.text),
      duration: notification.duration,
    });
    dispatch({ type: 'notificationShown' });
  }, [state.notification, t]);

  // List view tracking (SPEC §9.2) for every page shown; the tracker pushes only when tracking is allowed.
  const trackListView = useEffectEvent(() => {
    if (state.status !== 'done' || state.matches.length === 0) return;
    const pageOffers = state.matches.slice(state.offset);
    getTracker().viewItemList(
      listViewPayload({
        listId: `recruiting-${config.variant}`,
        listName: config.type === '4' ? 'projects' : 'jobs',
        offset: state.offset,
        pageSize: state.pageSize,
        shown: state.matches.length,
        total: state.totalFound,
        offers: pageOffers.map((offer) => trackedOffer(offer, config.company)),
        criteria: state.criteria,
      }),
    );
  });
  useEffect(() => trackListView(), [state.completedSearches]);

  return [state, dispatch] as const;
}
