/**
 * Event builders (SPEC §3.4, §9.2): page view, scroll depth, downloads, site search and the e-commerce style
 * offer events the recruiting module feeds. Pure: they return data-layer objects; the tracker cleans and pushes.
 */
export const CURRENCY = 'EUR';
export const PRICES = { job: 75, project: 100, initiative: 50 } as const;
export const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const;
export const DOWNLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'ppt', 'pptx', 'zip'] as const;
export const TRACKING_TYPES = ['jobsuche', 'newsletter', 'jobagent', 'jobangebot', 'websitesearch'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

export type DataLayerEvent = { event: string } & Record<string, unknown>;

export function pageViewEvent(page: {
  title: string;
  location: string;
  referrer?: string;
  language?: string;
}): DataLayerEvent {
  return {
    event: 'page_view',
    page_title: page.title,
    page_location: page.location,
    page_referrer: page.referrer ?? '',
    language: page.language,
  };
}

/** Percentage scrolled, 0–100; a page that fits the viewport counts as fully seen. */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  const percent = ((scrollTop + viewportHeight) / documentHeight) * 100;
  return Math.max(0, Math.min(100, percent));
}

/** Thresholds newly reached at `percent`, given those already sent (each is sent once per page). */
export function newScrollThresholds(percent: number, sent: ReadonlySet<number>): number[] {
  // Rounding tolerance: the last pixel row is often fractional.
  return SCROLL_THRESHOLDS.filter((threshold) => percent + 0.5 >= threshold && !sent.has(threshold));
}

export const scrollEvent = (threshold: number): DataLayerEvent => ({ event: 'scroll', percent_scrolled: threshold });

/** The tracked extension of a link target, or null. */
export function downloadExtension(href: string, base: string): (typeof DOWNLOAD_EXTENSIONS)[number] | null {
  let pathname: string;
  try {
    pathname = new URL(href, base).pathname;
  } catch {
    return null;
  }
  const match = /\.([a-z0-9]+)$/i.exec(pathname);
  const extension = match?.[1]?.toLowerCase();
  return extension && (DOWNLOAD_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as (typeof DOWNLOAD_EXTENSIONS)[number])
    : null;
}

export function downloadEvent(href: string, base: string, linkText = ''): DataLayerEvent | null {
  const extension = downloadExtension(href, base);
  if (!extension) return null;
  const url = new URL(href, base);
  return {
    event: 'file_download',
    file_extension: extension,
    file_name: url.pathname.split('/').pop() ?? '',
    link_url: url.href,
    link_text: linkText,
  };
}

export function siteSearchEvent(
  term: string,
  type: TrackingType = 'websitesearch',
  extra: Record<string, unknown> = {},
): DataLayerEvent {
  return { event: 'search', search_term: term, tracking_type: type, ...extra };
}

/** An offer as the recruiting module knows it (SPEC §3.6): type 3 = job, 4 = project. */
export interface TrackedOffer {
  id: string | number;
  title: string;
  type: 3 | 4;
  /** Internal career ("inhouse") job: item_variant job_ihr. */
  internal?: boolean;
  company?: string;
  city?: string;
  branch?: string;
  category?: string;
}

export type ItemVariant = 'job_ihr' | 'job' | 'project';
export const itemVariant = (offer: Pick<TrackedOffer, 'type' | 'internal'>): ItemVariant =>
  offer.type === 4 ? 'project' : offer.internal ? 'job_ihr' : 'job';
export const offerPrice = (offer: Pick<TrackedOffer, 'type'>): number =>
  offer.type === 4 ? PRICES.project : PRICES.job;

/** One offer as an e-commerce item (SPEC §9.2): price by type, item_variant job_ihr / job / project. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_variant: ItemVariant;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  price: number;
  quantity: 1;
  index?: number;
}

export function offerItem(offer: TrackedOffer, index?: number): EcommerceItem {
  return {
    item_id: String(offer.id),
    item_name: offer.title,
    item_variant: itemVariant(offer),
    item_brand: offer.company,
    item_category: offer.category,
    item_category2: offer.city,
    item_category3: offer.branch,
    price: offerPrice(offer),
    quantity: 1,
    index,
  };
}

export interface OfferList {
  listId: string;
  listName: string;
  page: number;
  shown: number;
  total: number;
  offers: TrackedOffer[];
  /** Position of the first of `offers` in the whole list (after 'load more'), so item indexes stay absolute. */
  offset?: number;
  /** Search parameters of SPEC §3.4 (search term, city, radius, …). */
  search?: Record<string, unknown>;
}

export function viewItemListEvent(list: OfferList): DataLayerEvent {
  return {
    event: 'view_item_list',
    page_number: list.page,
    shown_count: list.shown,
    total_count: list.total,
    ...list.search,
    ecommerce: {
      item_list_id: list.listId,
      item_list_name: list.listName,
      items: list.offers.map((offer, i) => offerItem(offer, (list.offset ?? 0) + i)),
    },
  };
}

const valueEvent = (event: string, offers: TrackedOffer[], extra: Record<string, unknown> = {}): DataLayerEvent => ({
  event,
  ecommerce: {
    currency: CURRENCY,
    value: offers.reduce((sum, offer) => sum + offerPrice(offer), 0),
    items: offers.map((offer, i) => offerItem(offer, i)),
    ...extra,
  },
});

export const viewItemEvent = (offer: TrackedOffer): DataLayerEvent => valueEvent('view_item', [offer]);
/** A click on "apply": the cart step of the funnel. */
export const applyClickEvent = (offer: TrackedOffer): DataLayerEvent => valueEvent('add_to_cart', [offer]);
/** A sent application: the purchase step, with the application's transaction id. */
export const applicationEvent = (offer: TrackedOffer, transactionId: string): DataLayerEvent =>
  valueEvent('purchase', [offer], { transaction_id: transactionId });

/** An unsolicited ("initiative") application: price 50. */
export function initiativeApplicationEvent(transactionId: string, company?: string): DataLayerEvent {
  return {
    event: 'purchase',
    ecommerce: {
      currency: CURRENCY,
      value: PRICES.initiative,
      transaction_id: transactionId,
      items: [
        {
          item_id: 'initiative',
          item_name: 'initiative',
          item_variant: 'job',
          item_brand: company,
          price: PRICES.initiative,
          quantity: 1,
        },
      ],
    },
  };
}

/**
 * The branch-name lookup for tracking (SPEC §9.2): the branch name appears in the page only after the
 * recruiting module rendered it, so it is polled every 100 ms, up to 30 times; null when it never shows up.
 */
export function pollBranchName(
  lookup: () => string | null | undefined,
  {
    intervalMs = 100,
    maxTries = 30,
    setTimer = setTimeout,
  }: { intervalMs?: number; maxTries?: number; setTimer?: (fn: () => void, ms: number) => unknown } = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const name = lookup();
      if (name) return resolve(name);
      if (tries >= maxTries) return resolve(null);
      setTimer(attempt, intervalMs);
    };
    setTimer(attempt, intervalMs);
  });
}

/** A job agent created (its form sent) or confirmed (from the mail), with how often it mails. */
export const jobAgentEvent = (action: 'created' | 'confirmed', frequency: string): DataLayerEvent => ({
  event: 'job_agent',
  action,
  frequency,
  tracking_type: 'jobagent',
});
