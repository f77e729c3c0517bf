/** Branch/office records of the map data call (SPEC §3.12, §7.5) and the brand variants of their popups. */
import { toLngLat, type LngLat } from './latlong.ts';

export interface BranchRecord {
  name: string;
  street: string;
  zip: string;
  city: string;
  fon: string;
  email: string;
  position: LngLat;
}

/** The head office's name in the data (SPEC §3.12). */
export const HEAD_OFFICE_NAME = 'Zentrale';

/** Brand differences of the maps, as data (ARCHITECTURE §3: one variant table per package). */
export interface MapVariant {
  /** The head office is shown under the company's full legal name. */
  headOfficeAsLegalName: boolean;
  /** Max width of branch popups in px (null: the configured popupMaxwidth). */
  branchPopupMaxWidth: number | null;
}

export const MAP_VARIANTS: Record<string, MapVariant> = {
  default: { headOfficeAsLegalName: false, branchPopupMaxWidth: null },
  'brand-c': { headOfficeAsLegalName: true, branchPopupMaxWidth: 360 },
};

export const mapVariant = (key: string | null | undefined): MapVariant =>
  (key && Object.prototype.hasOwnProperty.call(MAP_VARIANTS, key) ? MAP_VARIANTS[key] : undefined) ??
  MAP_VARIANTS.default!;

const MAX_TEXT = 200;
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : typeof value === 'number' ? String(value) : '';

/**
 * The records of a map data response: an array of objects with a name and valid coordinates; anything else is
 * dropped. A response that is not an array yields null (treated as a failed call).
 */
export function parseBranchRecords(data: unknown): BranchRecord[] | null {
  if (!Array.isArray(data)) return null;
  const records: BranchRecord[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const row = item as Record<string, unknown>;
    const position = toLngLat(row.longitude, row.latitude);
    const name = text(row.name);
    if (!position || !name) continue;
    records.push({
      name,
      street: text(row.street),
      zip: text(row.zip),
      city: text(row.city),
      fon: text(row.fon),
      email: text(row.email),
      position,
    });
  }
  return records;
}

/** The name a branch is shown under: the head office as the legal name where the variant says so. */
export function displayName(
  record: Pick<BranchRecord, 'name'>,
  variant: MapVariant,
  legalName: string | null | undefined,
): string {
  if (variant.headOfficeAsLegalName && record.name === HEAD_OFFICE_NAME && legalName) return legalName;
  return record.name;
}

/** `tel:` href of a phone number (digits and a leading +), or null when there are no digits. */
export function phoneHref(fon: string): string | null {
  const digits = fon.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
export const mailHref = (email: string): string | null => (EMAIL.test(email) ? `mailto:${email}` : null);
