'use client';
/**
 * The map content element (SPEC §2.5, §3.12, §4.10, §5.7, §8.4): consent placeholder until the maps service is
 * allowed, lazy start when the container scrolls into view (unless forced), loading placeholder until ready,
 * one map per content id, configuration errors logged and shown to editors in preview, a failed map data call
 * as the §8.4 toast, and a text alternative listing every location with its address.
 */
import { API_HEADER } from '@meridian/contracts';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { isConsented, type ConsentRecord } from '../../consent/rules.ts';
import { CONSENT_ACCEPT_EVENT, consentInForce, type ConsentAcceptDetail } from '../../consent/state.ts';
import { request } from '../../requests/request.ts';
import { showToast } from '../../toasts/store.ts';
import { TOAST_ERROR_MS } from '../../toasts/rules.ts';
import { mapVariant, parseBranchRecords } from '../lib/branches.ts';
import { mapHeight, resolveMapConfig, sourceKind, validateMapConfig, type MapConfig } from '../lib/config.ts';
import { clusterData, type ClusterCollection } from '../lib/geojson.ts';
import { browserLanguage } from '../lib/labels.ts';
import {
  addressPlaces,
  branchPlaces,
  clusterContent,
  type AddressMarkerInput,
  type MapPlace,
  type PlaceContent,
} from '../lib/places.ts';
import { requestMapConsent, MAP_CONSENT_ITEM } from '../consent.ts';
import type { MapHandle } from '../runtime.ts';
import type { MapTexts } from '../texts.ts';

export interface SiteMapProps {
  /** Content id: one map per id (the container is `map-{id}`). */
  id: string;
  /** Source type (SPEC §3.12); any other value is a routed data call. */
  source: string;
  /** The editor's map configuration (empty values keep the defaults). */
  config?: Partial<Record<keyof MapConfig, unknown>>;
  /** Settings the editor must fill (SPEC §5.7): taken as given, so an emptied field is reported, not defaulted. */
  required?: Partial<Pick<MapConfig, 'version' | 'geocoderVersion' | 'token'>>;
  markers?: AddressMarkerInput[];
  geoJson?: string | null;
  geoJsonFilter?: string | null;
  /** Absolute URL of the map data call (branch sources). */
  dataUrl?: string | null;
  /** Geocoding URL prefix for the search ({query}.json is appended). */
  geocoderUrl?: string | null;
  routePlanner?: string;
  /** Brand variant key (MAP_VARIANTS) and the company's legal name. */
  variant?: string;
  legalName?: string | null;
  texts: MapTexts;
  /** Workspace preview: configuration errors are shown, not only logged. */
  preview?: boolean;
  /** Start at once instead of when the container scrolls into view. */
  force?: boolean;
  heading?: string | null;
}

const active = new Set<string>();

function useConsent(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(isConsented(consentInForce(), MAP_CONSENT_ITEM));
    const onAccept = (event: Event) =>
      setAllowed(
        isConsented(
          (event as CustomEvent<ConsentAcceptDetail>).detail?.record ?? ({} as ConsentRecord),
          MAP_CONSENT_ITEM,
        ),
      );
    window.addEventListener(CONSENT_ACCEPT_EVENT, onAccept);
    return () => window.removeEventListener(CONSENT_ACCEPT_EVENT, onAccept);
  }, []);
  return allowed;
}

/** Becomes true once the element is within 50 px of the viewport (SPEC §9.5 lazy-load settings). */
function useInView(ref: React.RefObject<HTMLElement | null>, force: boolean): boolean {
  const [seen, setSeen] = useState(force);
  useEffect(() => {
    if (seen || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50px 0px', threshold: 0.01 },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

type DataState = { kind: 'idle' | 'loading' } | { kind: 'ready'; places: MapPlace[] } | { kind: 'failed' };

function PlaceItem({ content, texts }: { content: PlaceContent; texts: MapTexts }) {
  return (
    <li>
      <strong>{content.title}</strong>
      {content.lines.length ? <span>{`, ${content.lines.join(', ')}`}</span> : null}
      {content.fon ? <span>{` · ${texts.phone}: ${content.fon}`}</span> : null}
      {content.email ? <span>{` · ${texts.email}: ${content.email}`}</span> : null}
      {content.routing ? (
        <>
          {' · '}
          <a href={content.routing} target="_blank" rel="noopener noreferrer">
            {texts.route}
          </a>
        </>
      ) : null}
    </li>
  );
}

export function SiteMap(props: SiteMapProps) {
  const { texts } = props;
  const kind = sourceKind(props.source);
  const containerId = `map-${props.id}`;
  const config = useMemo(
    () => ({ ...resolveMapConfig(kind, { ...props.config, containerId }), ...props.required }),
    [kind, props.config, props.required, containerId],
  );
  const errors = useMemo(() => validateMapConfig(config), [config]);
  const variant = mapVariant(props.variant);
  const popupMaxWidth =
    (kind === 'rst_branches' || kind === 'route') && variant.branchPopupMaxWidth
      ? variant.branchPopupMaxWidth
      : config.popupMaxwidth;
  const cluster: ClusterCollection | null = useMemo(
    () => (kind === 'cluster' ? clusterData(props.geoJson, props.geoJsonFilter) : null),
    [kind, props.geoJson, props.geoJsonFilter],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const consented = useConsent();
  const inView = useInView(wrapper, Boolean(props.force));
  const [duplicate, setDuplicate] = useState(false);
  const [ready, setReady] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  const [data, setData] = useState<DataState>({ kind: 'idle' });
  const needsData = kind === 'rst_branches' || kind === 'route';

  useEffect(() => {
    setPageUrl(window.location.href);
    if (active.has(containerId)) {
      console.error(`[maps] a map with content id ${props.id} is already on the page`);
      setDuplicate(true);
      return;
    }
    active.add(containerId);
    return () => {
      active.delete(containerId);
    };
  }, [containerId, props.id]);

  useEffect(() => {
    for (const error of errors) console.error(`[maps] ${containerId}: ${error.message}`);
    if (kind === 'cluster' && cluster === null)
      console.error(`[maps] ${containerId}: the cluster GeoJSON is not valid JSON`);
  }, [errors, containerId, kind, cluster]);

  // The map data call (SPEC §7.5), once the map is near the viewport; failures → §8.4 toast and log.
  useEffect(() => {
    if (!needsData || !inView || data.kind !== 'idle' || duplicate) return;
    if (!props.dataUrl) {
      console.error(`[maps] ${containerId}: no map data URL`);
      setData({ kind: 'failed' });
      return;
    }
    setData({ kind: 'loading' });
    void request(props.dataUrl, { headers: { [API_HEADER]: '' }, notifyOnError: false }).then((result) => {
      const records = result.ok ? parseBranchRecords(result.data) : null;
      if (!records) {
        console.error(`[maps] ${containerId}: map data call failed (${result.status})`);
        showToast({
          type: 'error',
          headline: texts.dataErrorToast.headline,
          text: texts.dataErrorToast.text,
          duration: TOAST_ERROR_MS,
        });
        setData({ kind: 'failed' });
        return;
      }
      setData({ kind: 'ready', places: branchPlaces(records, variant, props.legalName) });
    });
  }, [needsData, inView, data.kind, duplicate, props.dataUrl, containerId, texts, variant, props.legalName]);

  const places: MapPlace[] | null = useMemo(() => {
    if (!pageUrl) return null;
    if (kind === 'address' || kind === 'address-recruiting')
      return addressPlaces(props.markers ?? [], pageUrl, props.routePlanner);
    if (needsData) return data.kind === 'ready' ? data.places : null;
    return [];
  }, [pageUrl, kind, props.markers, props.routePlanner, needsData, data]);

  const canStart =
    consented &&
    inView &&
    !duplicate &&
    errors.length === 0 &&
    places !== null &&
    !(kind === 'cluster' && cluster === null);

  // The configuration and data are read once, when the map starts.
  const startMap = useEffectEvent(() => {
    if (!canStart || !canvas.current || handle.current) return;
    let cancelled = false;
    const element = canvas.current;
    void import('../runtime.ts')
      .then(({ createMap }) =>
        createMap(element, {
          config,
          places: places ?? [],
          cluster,
          filteredCluster: Boolean(props.geoJsonFilter?.trim()),
          popupMaxWidth,
          lang: browserLanguage(navigator.languages, navigator.language),
          texts,
          announce: setAnnouncement,
        }),
      )
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        handle.current = created;
        setReady(true);
      })
      .catch((error: unknown) => console.error(`[maps] ${containerId}: the map could not be created`, error));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      setReady(false);
    };
  });
  useEffect(() => startMap(), [canStart]);

  const onSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '')
      .replace(/;/g, '')
      .trim();
    if (query.length < 3 || !props.geocoderUrl || !handle.current) return;
    // Geocoding failures are ignored (SPEC §8.4).
    const result = await request<{
      features?: { place_name?: string; geometry?: { coordinates?: [number, number] } }[];
    }>(`${props.geocoderUrl}${encodeURIComponent(query)}.json`, {
      params: { limit: 1, language: browserLanguage(navigator.languages, navigator.language) },
      notifyOnError: false,
    });
    const first = result.ok ? result.data?.features?.[0] : undefined;
    const position = first?.geometry?.coordinates;
    if (position && Number.isFinite(position[0]) && Number.isFinite(position[1]))
      handle.current.showSearchResult(position, first?.place_name ?? query);
    else setAnnouncement(texts.search.none);
  };

  if (duplicate) return null;
  if (errors.length > 0 || (kind === 'cluster' && cluster === null)) {
    // Visitors see nothing; editors in preview see why (the log has the §5.7 message).
    if (!props.preview) return null;
    return (
      <div className="sk-map sk-map--error" role="alert" data-map-state="error">
        <p className="sk-map__notice">
          <strong>{texts.configError}</strong>
        </p>
        <ul>
          {errors.map((error) => (
            <li key={error.kind} data-map-error={error.kind}>
              {error.message}
            </li>
          ))}
          {kind === 'cluster' && cluster === null ? <li data-map-error="geojson">GeoJSON</li> : null}
        </ul>
      </div>
    );
  }

  const listed: PlaceContent[] = [
    ...(places ?? []).map((place) => place.content),
    ...(cluster && pageUrl ? cluster.features.map((feature) => clusterContent(feature.properties, pageUrl)) : []),
  ];
  const state = !consented ? 'consent' : ready ? 'ready' : 'loading';
  const width = 16 / 9;
  return (
    <div ref={wrapper} className="sk-map" data-map-state={state} data-map-source={kind} data-map-id={props.id}>
      {config.showSearch && consented ? (
        <form className="sk-map__search" role="search" onSubmit={(event) => void onSearch(event)}>
          <label htmlFor={`${containerId}-search`}>{texts.search.label}</label>
          <input id={`${containerId}-search`} name="q" type="search" maxLength={100} autoComplete="off" />
          <button type="submit">{texts.search.submit}</button>
        </form>
      ) : null}
      <div className="sk-map__frame" style={{ aspectRatio: String(config.ratio || width) }}>
        <div
          id={containerId}
          ref={canvas}
          className="sk-map__canvas"
          role="region"
          aria-label={props.heading || texts.region}
          aria-busy={state === 'loading'}
          hidden={!consented}
        />
        {!consented ? (
          <div className="sk-map__placeholder" data-consent-placeholder="MAPBOX">
            <p className="sk-map__placeholder-title">{texts.consent.title}</p>
            <p>{texts.consent.text}</p>
            <button type="button" className="sk-map__allow" onClick={() => requestMapConsent()}>
              {texts.consent.allow}
            </button>
          </div>
        ) : !ready ? (
          <p className="sk-map__loading" role="status">
            {data.kind === 'failed' ? texts.dataError : texts.loading}
          </p>
        ) : null}
      </div>
      <p className="sk-visually-hidden" aria-live="polite" data-map-live="">
        {announcement}
      </p>
      {listed.length > 0 ? (
        <details className="sk-map__list">
          <summary>{texts.list}</summary>
          <ul>
            {listed.map((content, index) => (
              <PlaceItem key={index} content={content} texts={texts} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Height helper re-exported for callers that size the frame themselves. */
export { mapHeight };
