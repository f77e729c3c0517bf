/**
 * The consent item catalogue (SPEC §3.1, identifiers fixed in ARCHITECTURE §5): every provider belongs to one
 * category; the categories and 'ALL' are the group toggles of the dialog.
 */
export const CATEGORIES = ['ESSENTIALS', 'FUNCTIONAL', 'MARKETING'] as const;
export type Category = (typeof CATEGORIES)[number];
export type GroupId = 'ALL' | Category;

export const PROVIDER_CATEGORY = {
  SALESFORCE: 'ESSENTIALS',
  MERIDIAN_CDN: 'ESSENTIALS',
  MERIDIAN_API: 'ESSENTIALS',
  GOOGLE_FONTS: 'ESSENTIALS',
  MAPBOX: 'FUNCTIONAL',
  PINGDOM: 'FUNCTIONAL',
  YOUTUBE: 'FUNCTIONAL',
  PODIGEE: 'FUNCTIONAL',
  GOOGLE_ANALYTICS: 'FUNCTIONAL',
  GOOGLE_SIGNALS: 'FUNCTIONAL',
  GOOGLE_ADS: 'MARKETING',
  PARDOT: 'MARKETING',
} as const satisfies Record<string, Category>;

export type ProviderId = keyof typeof PROVIDER_CATEGORY;
export type ItemType = ProviderId | GroupId;

/** Providers in catalogue (and dialog) order. */
export const PROVIDERS = Object.keys(PROVIDER_CATEGORY) as ProviderId[];
export const GROUPS: readonly GroupId[] = ['ALL', ...CATEGORIES];
export const ITEM_TYPES: readonly ItemType[] = [...GROUPS, ...PROVIDERS];

export const ESSENTIAL_PROVIDERS = PROVIDERS.filter((id) => PROVIDER_CATEGORY[id] === 'ESSENTIALS');

/** The site configuration of SPEC §2.3 (ads, analytics, signals, uptime monitoring, video) plus the essentials. */
export const DEFAULT_CONFIGURED_ITEMS: readonly ProviderId[] = [
  ...ESSENTIAL_PROVIDERS,
  'GOOGLE_ANALYTICS',
  'GOOGLE_SIGNALS',
  'PINGDOM',
  'YOUTUBE',
  'GOOGLE_ADS',
];

/** The demo sites' configuration (seed): the defaults plus the maps service, since every demo site shows maps. */
export const DEMO_CONFIGURED_ITEMS: readonly ProviderId[] = [...DEFAULT_CONFIGURED_ITEMS, 'MAPBOX'];

/** Catalogue key of each provider's texts in `@meridian/i18n` (`cookie.provider.<key>`). */
export const PROVIDER_MESSAGE_KEY: Record<ProviderId, string> = {
  SALESFORCE: 'crm',
  MERIDIAN_CDN: 'cdn',
  MERIDIAN_API: 'api',
  GOOGLE_FONTS: 'fonts',
  MAPBOX: 'maps',
  PINGDOM: 'uptime',
  YOUTUBE: 'video',
  PODIGEE: 'podcast',
  GOOGLE_ANALYTICS: 'analytics',
  GOOGLE_SIGNALS: 'signals',
  GOOGLE_ADS: 'ads',
  PARDOT: 'marketingAutomation',
};

export const isProviderId = (value: unknown): value is ProviderId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_CATEGORY, value);

export const isItemType = (value: unknown): value is ItemType =>
  isProviderId(value) || (typeof value === 'string' && (GROUPS as readonly string[]).includes(value));

export const isEssential = (item: ItemType): boolean =>
  item === 'ESSENTIALS' || (isProviderId(item) && PROVIDER_CATEGORY[item] === 'ESSENTIALS');
