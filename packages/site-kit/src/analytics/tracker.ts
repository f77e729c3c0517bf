/**
 * The tracker: pushes cleaned events to the tag manager's data layer (`window.dataLayer`) and nothing else —
 * and only while web analytics (GOOGLE_ANALYTICS) is consented. `installAutoTracking` adds page view, scroll
 * depth and download tracking to a page; the recruiting module calls the offer methods.
 */
import { consentInForce, CONSENT_ACCEPT_EVENT } from '../consent/state.ts';
import { isConsented } from '../consent/rules.ts';
import {
  applicationEvent,
  applyClickEvent,
  downloadEvent,
  initiativeApplicationEvent,
  newScrollThresholds,
  pageViewEvent,
  scrollEvent,
  scrollPercent,
  siteSearchEvent,
  viewItemEvent,
  viewItemListEvent,
  type DataLayerEvent,
  type OfferList,
  type TrackedOffer,
  type TrackingType,
} from './events.ts';
import { cleanEventParams, cleanUserProperties } from './limits.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export interface Tracker {
  /** Pushes an event when allowed; returns whether it was pushed. */
  push(event: DataLayerEvent): boolean;
  setUserProperties(props: Record<string, unknown>): boolean;
  pageView(): boolean;
  siteSearch(term: string, type?: TrackingType, extra?: Record<string, unknown>): boolean;
  viewItemList(list: OfferList): boolean;
  viewItem(offer: TrackedOffer): boolean;
  applyClick(offer: TrackedOffer): boolean;
  application(offer: TrackedOffer, transactionId: string): boolean;
  initiativeApplication(transactionId: string, company?: string): boolean;
}

export interface TrackerOptions {
  win?: DataLayerWindow;
  /** Whether tracking is allowed right now; defaults to the consent in force. */
  allowed?: () => boolean;
}

export const analyticsAllowed = (): boolean => isConsented(consentInForce(), 'GOOGLE_ANALYTICS');

export function createTracker({
  win = window as DataLayerWindow,
  allowed = analyticsAllowed,
}: TrackerOptions = {}): Tracker {
  const push = (event: DataLayerEvent): boolean => {
    if (!allowed()) return false;
    const layer = (win.dataLayer ??= []);
    // E-commerce events: clear the previous ecommerce object first (tag-manager convention).
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push(cleanEventParams(event));
    return true;
  };
  const doc = win.document;
  return {
    push,
    setUserProperties: (props) => push({ event: 'user_properties', user_properties: cleanUserProperties(props) }),
    pageView: () =>
      push(
        pageViewEvent({
          title: doc.title,
          location: win.location.href,
          referrer: doc.referrer,
          language: doc.documentElement.lang,
        }),
      ),
    siteSearch: (term, type, extra) => push(siteSearchEvent(term, type, extra)),
    viewItemList: (list) => push(viewItemListEvent(list)),
    viewItem: (offer) => push(viewItemEvent(offer)),
    applyClick: (offer) => push(applyClickEvent(offer)),
    application: (offer, transactionId) => push(applicationEvent(offer, transactionId)),
    initiativeApplication: (transactionId, company) => push(initiativeApplicationEvent(transactionId, company)),
  };
}

/**
 * Page view (once analytics is allowed: now, or on the cookie-accept event), scroll depth at 25/50/75/100 %
 * and clicks on download links. Returns the uninstall function.
 */
export function installAutoTracking(
  tracker: Tracker,
  {
    win = window as DataLayerWindow,
    userProperties,
  }: { win?: DataLayerWindow; userProperties?: Record<string, unknown> } = {},
): () => void {
  const doc = win.document;
  const sent = new Set<number>();
  let pageViewSent = false;
  const start = () => {
    if (pageViewSent) return;
    if (userProperties) tracker.setUserProperties(userProperties);
    pageViewSent = tracker.pageView();
    if (pageViewSent) onScroll();
  };
  let scheduled = false;
  const onScroll = () => {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(() => {
      scheduled = false;
      const root = doc.documentElement;
      const percent = scrollPercent(win.scrollY, win.innerHeight, root.scrollHeight);
      for (const threshold of newScrollThresholds(percent, sent))
        if (tracker.push(scrollEvent(threshold))) sent.add(threshold);
    });
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const download = downloadEvent(link.getAttribute('href')!, win.location.href, link.textContent?.trim() ?? '');
    if (download) tracker.push(download);
  };
  win.addEventListener(CONSENT_ACCEPT_EVENT, start);
  win.addEventListener('scroll', onScroll, { passive: true });
  doc.addEventListener('click', onClick, true);
  start();
  return () => {
    win.removeEventListener(CONSENT_ACCEPT_EVENT, start);
    win.removeEventListener('scroll', onScroll);
    doc.removeEventListener('click', onClick, true);
  };
}

let shared: Tracker | null = null;
/** The page's tracker, for the recruiting module and site search. */
export const getTracker = (): Tracker => (shared ??= createTracker());
