/** The offer's printed texts, derived from the detail (SPEC §3.7, §5.4, §9.1); pure, no PDF here. */
import type { OfferDetail } from '@meridian/contracts';
import type { DocumentLanguage } from './labels.ts';

/**
 * What the documents plugin needs from the store: the detail of SPEC §3.7 plus, optionally, the offer's company
 * (for the brand look; the group's look without it) and its last change (for the ETag; a content hash without it).
 */
export type DocumentOffer = OfferDetail & {
  companyId?: number | null;
  updatedAt?: string | Date | null;
};

const nonEmpty = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** Thousands separator ',' for English, '.' otherwise (SPEC §9.1); at most two decimals. */
export function formatAmount(value: number, lang: DocumentLanguage): string {
  const [int = '0', frac] = Math.abs(value)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.');
  const decimal = lang === 'en' ? '.' : ',';
  return (value < 0 ? '-' : '') + grouped + (frac ? decimal + frac : '');
}

/** What an hourly rate or a monthly salary adds to its amount (as on the site); a yearly salary adds nothing. */
const PER_PERIOD: Record<string, Record<DocumentLanguage, string>> = {
  HOUR: { de: ' / Std.', en: ' / hour', fr: ' / heure', es: ' / hora' },
  MONTH: { de: ' / Monat', en: ' / month', fr: ' / mois', es: ' / mes' },
};

/** 'min - max symbol' ('… / Std.' for an hourly rate), only when both are present numbers (SPEC §5.4). */
export function salaryText(
  offer: Pick<
    OfferDetail,
    'annualSalaryMinimum' | 'annualSalaryMaximum' | 'annualSalaryCurrencySymbol' | 'annualSalaryCurrency'
  > &
    Partial<Pick<OfferDetail, 'annualSalaryPeriod'>>,
  lang: DocumentLanguage,
): string | undefined {
  const min = offer.annualSalaryMinimum;
  const max = offer.annualSalaryMaximum;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max))
    return undefined;
  const symbol = offer.annualSalaryCurrencySymbol || offer.annualSalaryCurrency || '';
  const per = PER_PERIOD[String(offer.annualSalaryPeriod ?? '').toUpperCase()]?.[lang] ?? '';
  return `${formatAmount(min, lang)} - ${formatAmount(max, lang)}${symbol ? ' ' + symbol : ''}${per}`;
}

export function locationText(offer: Pick<OfferDetail, 'uselocation_city' | 'uselocation_country'>): string | undefined {
  const parts = [offer.uselocation_city, offer.uselocation_country].filter(nonEmpty).map((s) => s.trim());
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Workplace type, job type, salary, 'city, country' — the parts that exist. */
export function metaParts(offer: DocumentOffer, lang: DocumentLanguage): string[] {
  return [offer.workplacetypeName, offer.jobtypeName, salaryText(offer, lang), locationText(offer)].filter(nonEmpty);
}

export function contactName(offer: Pick<OfferDetail, 'sansptitelbez' | 'sanspvorname' | 'sanspnachname'>): string {
  return [offer.sansptitelbez, offer.sanspvorname, offer.sanspnachname]
    .filter(nonEmpty)
    .map((s) => s.trim())
    .join(' ');
}

/** The contact's e-mail, falling back to the offer's (SPEC §3.7). */
export function contactEmail(offer: Pick<OfferDetail, 'sanspemail' | 'semail'>): string | undefined {
  return nonEmpty(offer.sanspemail)
    ? offer.sanspemail.trim()
    : nonEmpty(offer.semail)
      ? offer.semail.trim()
      : undefined;
}

/** Organisation, street, 'zip town', country. */
export function addressLines(
  offer: Pick<OfferDetail, 'sorganisationbez' | 'sstrasse' | 'splz' | 'sort' | 'slandbez'>,
): string[] {
  const town = [offer.splz, offer.sort]
    .filter(nonEmpty)
    .map((s) => s.trim())
    .join(' ');
  return [offer.sorganisationbez, offer.sstrasse, town, offer.slandbez].filter(nonEmpty).map((s) => s.trim());
}

/** The offer is printable: it has an id and a title (an empty detail `{}` means withdrawn). */
export function isPrintable(offer: Partial<DocumentOffer> | undefined | null): offer is DocumentOffer {
  return !!offer && typeof offer.njobid === 'number' && nonEmpty(offer.sjobbez);
}
