'use client';
import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import type { OfferListItem } from '@meridian/contracts';
import { getTracker } from '@meridian/site-kit/analytics';
import {
  closeHref,
  offerAfterPop,
  offerHref,
  type DetailHistoryState,
  type DetailRouting,
} from '../lib/detail-location.ts';
import { closeLayerUrl, detailUrl } from '../lib/links.ts';
import { detailReducer, detailSource, initDetailState, type DetailState } from '../lib/search-state.ts';
import { trackedOffer } from '../lib/tracking.ts';
import type { ModuleContext } from './context.ts';

type OfferRef = Pick<OfferListItem, 'njobid' | 'urlpart'>;

/** How an instance's offers appear in the URL, and its name among several instances on one page. */
export interface DetailHistory {
  routing: DetailRouting;
  instance: string | null;
}

const PATH_HISTORY: DetailHistory = { routing: { kind: 'path' }, instance: null };

/**
 * The detail layer's data and its history (SPEC §2.8, §4.6): opening pushes {maincareer}/{jobId}/{urlpart},
 * closing restores the plugin URI with the search's query, back/forward open or close by the path's job id.
 * With several instances on a page, only the instance that pushed an entry (named in its history state) or whose
 * offer the URL names reacts to it.
 */
export function useDetail(
  module: ModuleContext,
  matches: readonly OfferListItem[],
  initialJobId: number | null,
  listQuery: () => string,
  history: DetailHistory = PATH_HISTORY,
) {
  const { config, client, tradeFair, messemodus, utm } = module;
  const [state, dispatch] = useReducer(detailReducer, undefined, (): DetailState => {
    const closed = initDetailState();
    if (!initialJobId) return closed;
    const opening = detailReducer(closed, { type: 'open', jobId: initialJobId });
    const source = detailSource(opening, initialJobId, config);
    return source.kind === 'preloaded'
      ? detailReducer(opening, { type: 'loaded', jobId: initialJobId, response: source.response })
      : opening;
  });
  const matchesRef = useRef(matches);
  matchesRef.current = matches;
  const stateRef = useRef(state);
  stateRef.current = state;
  const trade = useMemo(() => ({ active: tradeFair, messemodus, utm }), [tradeFair, messemodus, utm]);

  // Loads the offer a 'loading' state names, once per job id; the rest is read as it is then.
  const load = useEffectEvent((jobId: number) => {
    const source = detailSource(state, jobId, config);
    if (source.kind === 'preloaded') {
      dispatch({ type: 'loaded', jobId, response: source.response });
      return;
    }
    let cancelled = false;
    const offer = matchesRef.current.find((entry) => entry.njobid === jobId) ?? { njobid: jobId, urlpart: '' };
    const qrTarget = new URL(detailUrl(offer, config, trade), window.location.href).href;
    void client.detail(jobId, qrTarget, tradeFair).then((response) => {
      if (cancelled) return;
      dispatch(response ? { type: 'loaded', jobId, response } : { type: 'failed', jobId });
    });
    return () => {
      cancelled = true;
    };
  });
  useEffect(() => {
    if (state.status !== 'loading' || state.jobId === null) return;
    return load(state.jobId);
  }, [state.status, state.jobId]);

  // Offer view tracking (SPEC §9.2), only when tracking is allowed (the tracker checks).
  useEffect(() => {
    if (state.status === 'open' && state.detail) getTracker().viewItem(trackedOffer(state.detail, config.company));
  }, [state.status, state.detail, config.company]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const jobId = offerAfterPop(window.location, event.state, config, history.routing, history.instance);
      if (jobId) dispatch({ type: 'open', jobId });
      else if (stateRef.current.status !== 'closed') dispatch({ type: 'close' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [config, history.routing, history.instance]);

  const open = useCallback(
    (offer: OfferRef) => {
      const current = stateRef.current;
      if (current.jobId === offer.njobid && current.status !== 'closed') return; // double click: one layer
      const entry: DetailHistoryState = { recruitingJobId: offer.njobid, recruitingInstance: history.instance ?? '' };
      window.history.pushState(
        entry,
        '',
        offerHref(offer, config, trade, history.routing, window.location, history.instance),
      );
      dispatch({ type: 'open', jobId: offer.njobid });
    },
    [config, trade, history.routing, history.instance],
  );

  const close = useCallback(() => {
    if (stateRef.current.status === 'closed') return;
    window.history.pushState(
      {},
      '',
      closeHref(history.routing, window.location, () => closeLayerUrl(config, listQuery())),
    );
    dispatch({ type: 'close' });
  }, [config, listQuery, history.routing]);

  return { state, open, close };
}
