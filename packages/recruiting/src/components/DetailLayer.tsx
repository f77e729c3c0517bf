'use client';
import { Fragment, useEffect, useEffectEvent, useRef, type MouseEvent, type ReactNode } from 'react';
import type { OfferDetail, OfferListItem } from '@meridian/contracts';
import { analyticsAllowed, getTracker } from '@meridian/site-kit/analytics';
import { Layer } from '@meridian/site-kit/layer';
import { useModule } from '../hooks/context.ts';
import type { useDetail } from '../hooks/useDetail.ts';
import {
  cityCountry,
  labelWithColon,
  phoneGroups,
  phoneHref,
  salaryDisplay,
  translate,
  type Translate,
} from '../lib/format.ts';
import { applyUrl, detailUrl, listPageUrl, offerWithListUrl, pdfUrl, type ListLinks } from '../lib/links.ts';
import type { SearchCriteria } from '../lib/types.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { sanitizeOfferHtml } from '../lib/sanitize.ts';
import { DETAIL_FAILED, DETAIL_NOT_AVAILABLE, prevNext } from '../lib/search-state.ts';
import { applyNavigationStep, applyPlan, trackedOffer } from '../lib/tracking.ts';
import { accordionHeading, emotionalBoxText, type ContactLayout, type DetailLayout } from '../lib/variants.ts';
import type { SavedOffer } from '../lib/saved-offers.ts';
import { ListMeta } from './ResultList.tsx';
import { SavedOffersStatus, SaveOfferButton } from './SaveOfferButton.tsx';

interface Props {
  detail: ReturnType<typeof useDetail>;
  matches: readonly OfferListItem[];
  totalFound: number;
  pageSize: number;
  offset: number;
  /** The list's search: before hydration, previous/next and close are links that keep it (and its offset). */
  criteria: SearchCriteria;
  links: ListLinks;
  /** The bookmark of an offer (its snapshot and URL); without it, no bookmark button. */
  snapshotOf?: (offer: OfferDetail) => SavedOffer | null;
}

const Html = ({ html, className }: { html: string | null | undefined; className?: string }) => {
  const clean = sanitizeOfferHtml(html);
  return clean ? <div className={className} dangerouslySetInnerHTML={{ __html: clean }} /> : null;
};

/** The detail layer (SPEC §2.14, §4.6) on site-kit's Layer: a modal dialog sliding in from the right. */
export function DetailLayer({ detail, matches, totalFound, pageSize, offset, criteria, links, snapshotOf }: Props) {
  const { config, t, tradeFair, messemodus, utm } = useModule();
  const hydrated = useHydrated();
  const { state, open, close } = detail;
  if (state.status === 'closed' || state.jobId === null) return null;
  const jobId = state.jobId;
  const entries = matches.map((offer) => ({
    id: String(offer.njobid),
    url: hydrated
      ? detailUrl(offer, config, { active: tradeFair, messemodus, utm })
      : offerWithListUrl(offer, criteria, links, offset),
    titleshort: offer.sjobbez,
  }));
  const position = prevNext(matches, jobId);
  const title = state.detail?.sjobbez ?? matches[position.index]?.sjobbez ?? t('layer.loading');
  return (
    <Layer
      id="recruiting-detail"
      usage="default"
      className="recruiting-layer"
      label={title}
      labels={{
        previous: t('recruiting.action.previousOffer'),
        next: t('recruiting.action.nextOffer'),
        close: t('recruiting.action.close'),
      }}
      entries={entries}
      currentId={String(jobId)}
      contentKey={`${jobId}-${state.status}`}
      closeHref={listPageUrl(criteria, links, offset)}
      onClose={close}
      onNavigate={(entry) => {
        const offer = matches.find((candidate) => String(candidate.njobid) === entry.id);
        if (offer) open(offer);
      }}
    >
      <BlurPage />
      <div className="recruiting-detail" data-job-id={jobId} data-status={state.status}>
        {state.status === 'loading' ? (
          <p className="sk-layer__loading" role="status">
            {t('layer.loading')}
          </p>
        ) : state.status === 'failed' ? (
          <div className="sk-layer__message" role="alert">
            <h1>{t(DETAIL_FAILED.title)}</h1>
            <p>{t(DETAIL_FAILED.text)}</p>
          </div>
        ) : state.status === 'notAvailable' || !state.detail ? (
          <div className="sk-layer__message" role="status">
            <h1>{t(DETAIL_NOT_AVAILABLE.title)}</h1>
            <p>{t(DETAIL_NOT_AVAILABLE.text)}</p>
          </div>
        ) : (
          <DetailContent
            offer={state.detail}
            index={position.index}
            meta={<ListMeta state={{ offset, pageSize, totalFound }} />}
            snapshotOf={snapshotOf}
          />
        )}
        {/* The page behind the modal layer is inert: the layer has its own live region for the bookmark. */}
        <SavedOffersStatus />
      </div>
    </Layer>
  );
}

/** While the layer is open the page behind it is blurred (SPEC §2.14); see recruiting.css. */
function BlurPage() {
  useEffect(() => {
    document.documentElement.dataset.recruitingLayer = 'open';
    return () => {
      delete document.documentElement.dataset.recruitingLayer;
    };
  }, []);
  return null;
}

function DetailContent({
  offer,
  index,
  meta,
  snapshotOf,
}: {
  offer: OfferDetail;
  index: number;
  meta: ReactNode;
  snapshotOf?: (offer: OfferDetail) => SavedOffer | null;
}) {
  const { config, rules, t, lang, utm } = useModule();
  const layout: DetailLayout = rules.detailLayout;
  const salary = salaryDisplay(offer);
  const place = cityCountry(offer);
  const sections = [
    { key: 'tasks', headline: offer.saufgabe_headline, html: offer.saufgabe_html, fallback: 'recruiting.detail.tasks' },
    {
      key: 'benefits',
      headline: offer.sbenefits_headline,
      html: offer.sbenefits_html,
      fallback: 'recruiting.detail.benefits',
    },
    {
      key: 'requirements',
      headline: offer.svoraussetzung_headline,
      html: offer.svoraussetzung_html,
      fallback: 'recruiting.detail.requirements',
    },
  ] as const;
  const box = emotionalBoxText(rules, lang);
  return (
    <article className="recruiting-detail__content" data-layout={layout}>
      {layout === 'numbered' && index >= 0 ? (
        <div className="recruiting-detail__number">
          <p>{t('recruiting.detail.offer', { n: index + 1 })}</p>
          {meta}
        </div>
      ) : null}
      <div className="recruiting-detail__heading">
        <h1 className="recruiting-detail__title">{offer.sjobbez_hyphen || offer.sjobbez}</h1>
        {snapshotOf ? (
          <SaveOfferButton
            offer={{ id: offer.njobid, title: offer.sjobbez, place: cityCountry(offer) }}
            snapshot={() => snapshotOf(offer)}
            appearance="text"
          />
        ) : null}
      </div>
      <ul className="recruiting-detail__meta">
        {offer.workplacetypeName ? <li>{offer.workplacetypeName}</li> : null}
        {offer.jobtypeName ? <li>{offer.jobtypeName}</li> : null}
        {salary ? (
          <li data-salary-period={offer.annualSalaryPeriod?.toLowerCase() || undefined}>
            <span className="recruiting-visually-hidden">{labelWithColon(translate(t, salary.label), lang)} </span>
            {translate(t, salary.value)}
          </li>
        ) : null}
        {place ? <li>{place}</li> : null}
      </ul>
      <div className="recruiting-detail__columns">
        <div className="recruiting-detail__main">
          <Html html={offer.seinleitung_html} className="recruiting-detail__intro" />
          {layout === 'accordion'
            ? sections.map((section) =>
                section.html ? (
                  <details key={section.key} className="recruiting-accordion" open={section.key === 'tasks'}>
                    <summary>
                      <h2>{accordionHeading(rules, section.key, section.headline)}</h2>
                    </summary>
                    <Html html={section.html} />
                  </details>
                ) : null,
              )
            : sections.map((section) =>
                section.html ? (
                  <section key={section.key} className="recruiting-detail__section">
                    <h2>{section.headline || t(section.fallback)}</h2>
                    <Html html={section.html} />
                  </section>
                ) : null,
              )}
          <Html html={offer.sabbinder_html} className="recruiting-detail__outro" />
          {box ? (
            <aside className="recruiting-emotional-box" aria-label={box.headline}>
              <p className="recruiting-emotional-box__headline">{box.headline}</p>
              <p>{box.text}</p>
            </aside>
          ) : null}
          {layout === 'map' &&
          Number.isFinite(offer.uselocation_latitude) &&
          Number.isFinite(offer.uselocation_longitude) ? (
            <DetailMap
              t={t}
              lat={offer.uselocation_latitude!}
              lon={offer.uselocation_longitude!}
              title={offer.uselocation_city ?? undefined}
            />
          ) : null}
        </div>
        <div className="recruiting-detail__side">
          <Contact offer={offer} layout={rules.contactLayout} />
          <address className="recruiting-detail__address">
            <strong>{offer.sorganisationbez}</strong>
            <br />
            {offer.sstrasse}
            <br />
            {[offer.splz, offer.sort].filter(Boolean).join(' ')}
            {offer.slandbez ? (
              <>
                <br />
                {offer.slandbez}
              </>
            ) : null}
          </address>
          {offer.sjobnr ? (
            <p className="recruiting-detail__codenumber">
              {labelWithColon(t('recruiting.codenumber'), lang)} {offer.sjobnr}
            </p>
          ) : null}
          <Actions
            offer={offer}
            applyHref={applyUrl(offer, config, rules, utm)}
            pdfHref={pdfUrl(offer, config, rules)}
          />
        </div>
      </div>
    </article>
  );
}

function Contact({ offer, layout }: { offer: OfferDetail; layout: ContactLayout }) {
  const { t, tradeFair } = useModule();
  const email = offer.sanspemail || offer.semail;
  const name = [offer.sansptitelbez, offer.sanspvorname, offer.sanspnachname].filter(Boolean).join(' ');
  const photo = offer.sanspbild?.['480x480'];
  return (
    <section className="recruiting-contact" data-layout={layout} aria-label={t('recruiting.detail.contact')}>
      <h2 className="recruiting-contact__title">{t('recruiting.detail.contact')}</h2>
      {photo ? (
        <img className="recruiting-contact__photo" src={photo} width={480} height={480} alt="" loading="lazy" />
      ) : null}
      <div className="recruiting-contact__text">
        {name ? <p className="recruiting-contact__name">{name}</p> : null}
        {offer.sanspfunktion ? <p>{offer.sanspfunktion}</p> : null}
        {offer.sanspfon ? (
          <p>
            <a className="recruiting-contact__phone" href={phoneHref(offer.sanspfon)}>
              {phoneGroups(offer.sanspfon).map((group, index) => (
                <Fragment key={index}>
                  {index > 0 ? ' ' : null}
                  <span>{group}</span>
                </Fragment>
              ))}
            </a>
          </p>
        ) : null}
        {email ? (
          <p className="recruiting-contact__email">
            {tradeFair ? <span>{email}</span> : <a href={`mailto:${email}`}>{email}</a>}
          </p>
        ) : null}
      </div>
      {tradeFair && offer.qrcode ? (
        <figure className="recruiting-contact__qr">
          <img src={offer.qrcode} width={160} height={160} alt={t('recruiting.detail.qrCode')} />
        </figure>
      ) : null}
    </section>
  );
}

function Actions({ offer, applyHref, pdfHref }: { offer: OfferDetail; applyHref: string; pdfHref: string }) {
  const { config, t } = useModule();
  const navigation = useRef({ navigated: false });
  const onApply = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const plan = applyPlan(analyticsAllowed());
    if (plan.kind === 'navigateNow') return;
    // Tracking allowed (SPEC §4.6): track first, then navigate; the fallback navigates after 3 s at the latest.
    event.preventDefault();
    navigation.current = { navigated: false };
    const go = (reason: 'tracked' | 'fallbackElapsed') => {
      const step = applyNavigationStep(navigation.current, reason);
      navigation.current = step.state;
      if (step.navigate) window.location.assign(applyHref);
    };
    const fallback = setTimeout(() => go('fallbackElapsed'), plan.fallbackMs);
    getTracker().applyClick(trackedOffer(offer, config.company));
    setTimeout(() => {
      clearTimeout(fallback);
      go('tracked');
    }, 0);
  };
  return (
    <div className="recruiting-detail__actions">
      {config.recruitingUrl ? (
        <a className="recruiting-button recruiting-button--primary recruiting-apply" href={applyHref} onClick={onApply}>
          {t('recruiting.action.applyNow')}
        </a>
      ) : null}
      <a className="recruiting-button recruiting-pdf" href={pdfHref} target="_blank" rel="noopener">
        {t('recruiting.action.downloadPdf')}
      </a>
    </div>
  );
}

/**
 * The detail map (SPEC §2.14): mounted by site-kit's maps once the detail content is rendered, and removed (the
 * effect's cleanup) before React removes the content — on previous/next and on close. The maps code, and MapLibre
 * behind it, load only when a detail with a map opens.
 */
function DetailMap({ t, lat, lon, title }: { t: Translate; lat: number; lon: number; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const translate = useEffectEvent(() => t);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void import('@meridian/site-kit/maps/detail').then(({ mountDetailMap, mapTexts }) => {
      if (!cancelled && ref.current) cleanup = mountDetailMap(ref.current, mapTexts(translate()));
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [lat, lon]);
  return <div ref={ref} className="recruiting-detail-map" data-lat={lat} data-lon={lon} data-title={title} />;
}
