/**
 * The consent rules of SPEC §4.1 and §5.6 as pure functions. A consent record maps item types to booleans;
 * the record written on save holds every configured provider plus the derived group values (ESSENTIALS, the
 * configured categories, ALL), so "configured keys" below means exactly those.
 */
import {
  CATEGORIES,
  PROVIDER_CATEGORY,
  PROVIDERS,
  isEssential,
  isItemType,
  isProviderId,
  type Category,
  type GroupId,
  type ItemType,
  type ProviderId,
} from './items.ts';

export type ConsentRecord = Partial<Record<ItemType, boolean>>;
/** The dialog's working state: one boolean per configured provider. */
export type Toggles = Partial<Record<ProviderId, boolean>>;
export type ToggleState = 'checked' | 'unchecked' | 'mixed';

export interface ConsentConfig {
  /** Providers configured on the site (CMS). Unknown identifiers are ignored. */
  items: readonly string[];
  /** Bumped by editors to ask every visitor again. */
  revision: number;
}

/** §5.6: only known item types with boolean values are kept; anything else yields an empty record. */
export function sanitizeRecord(value: unknown): ConsentRecord {
  const record: ConsentRecord = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return record;
  for (const [key, flag] of Object.entries(value as Record<string, unknown>)) {
    if (isItemType(key) && typeof flag === 'boolean') record[key] = flag;
  }
  return record;
}

/** Known, de-duplicated providers of a configuration, in catalogue order. */
export function configuredProviders(items: readonly string[]): ProviderId[] {
  const wanted = new Set(items.filter(isProviderId));
  return PROVIDERS.filter((id) => wanted.has(id));
}

/** Categories with at least one configured provider (ESSENTIALS always: the dialog always shows it). */
export function configuredCategories(items: readonly string[]): Category[] {
  const providers = configuredProviders(items);
  return CATEGORIES.filter(
    (category) => category === 'ESSENTIALS' || providers.some((id) => PROVIDER_CATEGORY[id] === category),
  );
}

/** Every key a saved record of this configuration holds. */
export function configuredKeys(items: readonly string[]): ItemType[] {
  return ['ALL', ...configuredCategories(items), ...configuredProviders(items)];
}

export const providersOf = (category: Category, items: readonly string[]): ProviderId[] =>
  configuredProviders(items).filter((id) => PROVIDER_CATEGORY[id] === category);

const nonEssentialProviders = (items: readonly string[]) => configuredProviders(items).filter((id) => !isEssential(id));

function stateOf(values: boolean[]): ToggleState {
  if (values.length > 0 && values.every(Boolean)) return 'checked';
  return values.some(Boolean) ? 'mixed' : 'unchecked';
}

/**
 * State of a group toggle: a category is checked when all its providers are, half-checked (mixed) when they
 * differ; 'ALL' is checked when every non-essential provider is. ESSENTIALS is always checked.
 */
export function groupState(toggles: Toggles, group: GroupId, items: readonly string[]): ToggleState {
  if (group === 'ESSENTIALS') return 'checked';
  const children = group === 'ALL' ? nonEssentialProviders(items) : providersOf(group, items);
  return stateOf(children.map((id) => Boolean(toggles[id])));
}

/** Toggles with essentials forced on and only configured providers kept. */
export function normalizeToggles(toggles: Toggles, items: readonly string[]): Toggles {
  const result: Toggles = {};
  for (const id of configuredProviders(items)) result[id] = isEssential(id) ? true : Boolean(toggles[id]);
  return result;
}

/** The complete record of a choice: every configured provider plus the derived group values. */
export function recordFromToggles(toggles: Toggles, items: readonly string[]): ConsentRecord {
  const normalized = normalizeToggles(toggles, items);
  const record: ConsentRecord = { ALL: groupState(normalized, 'ALL', items) === 'checked' };
  for (const category of configuredCategories(items))
    record[category] = groupState(normalized, category, items) === 'checked';
  return { ...record, ...normalized };
}

/** The record's provider values as dialog toggles (configured providers only; essentials on). */
export function togglesFromRecord(record: ConsentRecord, items: readonly string[]): Toggles {
  const toggles: Toggles = {};
  for (const id of configuredProviders(items)) toggles[id] = record[id] === true;
  return normalizeToggles(toggles, items);
}

/** §4.1 Accept all: every configured item true. */
export function acceptAll(items: readonly string[]): ConsentRecord {
  return recordFromToggles(Object.fromEntries(configuredProviders(items).map((id) => [id, true])), items);
}

/** §4.1 Accept essentials: only essential items true. */
export function acceptEssentials(items: readonly string[]): ConsentRecord {
  return recordFromToggles({}, items);
}

/** §4.1 Save: essential items stay true; the others take the chosen toggles. */
export function saveChoice(toggles: Toggles, items: readonly string[]): ConsentRecord {
  return recordFromToggles(toggles, items);
}

/** Sets one provider and applies the dependencies of §4.1 (only to configured providers). */
function setProvider(toggles: Toggles, id: ProviderId, checked: boolean, items: readonly string[]): Toggles {
  const configured = new Set(configuredProviders(items));
  if (!configured.has(id) || isEssential(id)) return toggles;
  const next: Toggles = { ...toggles, [id]: checked };
  const set = (other: ProviderId, value: boolean) => {
    if (configured.has(other)) next[other] = value;
  };
  if (id === 'GOOGLE_ANALYTICS' && !checked) {
    // Signals and ads build on web analytics.
    set('GOOGLE_SIGNALS', false);
    set('GOOGLE_ADS', false);
  } else if ((id === 'GOOGLE_SIGNALS' || id === 'GOOGLE_ADS') && checked) {
    set('GOOGLE_ANALYTICS', true);
    set('GOOGLE_SIGNALS', true);
    set('GOOGLE_ADS', true);
  } else if ((id === 'GOOGLE_SIGNALS' || id === 'GOOGLE_ADS') && !checked) {
    set('GOOGLE_SIGNALS', false);
  }
  return next;
}

/**
 * A click on any toggle of the configure step: a provider (with its dependencies), a category or 'ALL' (all
 * their providers, each with its dependencies). ESSENTIALS and essential providers are read-only.
 */
export function applyToggle(toggles: Toggles, item: ItemType, checked: boolean, items: readonly string[]): Toggles {
  let next = normalizeToggles(toggles, items);
  if (isProviderId(item)) return setProvider(next, item, checked, items);
  if (item === 'ESSENTIALS') return next;
  const children = item === 'ALL' ? nonEssentialProviders(items) : providersOf(item, items);
  for (const id of children) next = setProvider(next, id, checked, items);
  // A group switched on ends checked even when a dependency rule unchecked one of its members on the way.
  if (checked) for (const id of children) next[id] = true;
  return next;
}

/** Why the dialog must be shown again (SPEC §4.1, plus a changed configuration revision), or null. */
export type DialogReason =
  'no-consent' | 'unknown-key' | 'missing-key' | 'essential-denied' | 'signals-without-analytics' | 'revision-changed';

export interface StoredConsent {
  /** Anonymous consent id (random UUID made in the browser); identifies the choice in the consent log. */
  id: string;
  revision: number;
  record: ConsentRecord;
}

export function dialogReason(stored: StoredConsent | null, config: ConsentConfig): DialogReason | null {
  if (!stored || Object.keys(stored.record).length === 0) return 'no-consent';
  const expected = new Set<string>(configuredKeys(config.items));
  const keys = Object.keys(stored.record) as ItemType[];
  if (keys.some((key) => !expected.has(key))) return 'unknown-key';
  if ([...expected].some((key) => !(key in stored.record))) return 'missing-key';
  if (keys.some((key) => isEssential(key) && stored.record[key] === false)) return 'essential-denied';
  if (stored.record.GOOGLE_ANALYTICS === false && stored.record.GOOGLE_SIGNALS === true)
    return 'signals-without-analytics';
  if (stored.revision !== config.revision) return 'revision-changed';
  return null;
}

export const needsDialog = (stored: StoredConsent | null, config: ConsentConfig): boolean =>
  dialogReason(stored, config) !== null;

/** The consent in force: the stored record when valid for this configuration, otherwise nothing is consented. */
export function effectiveRecord(stored: StoredConsent | null, config: ConsentConfig): ConsentRecord {
  return stored && !needsDialog(stored, config) ? stored.record : {};
}

export const isConsented = (record: ConsentRecord, item: ItemType): boolean => record[item] === true;
