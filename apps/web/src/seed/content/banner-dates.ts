/**
 * Dates of the demo banners: each announces an event a fixed number of days after the day the demo content is
 * loaded, so a fresh start never opens with an event that is over, and each banner ends (`endsAt`) with its
 * event's day. Texts name the date with `{date}` (and `{year}`), written out in the banner's language.
 */
import type { Lang, Localized } from './types.ts';

const DAY_MS = 86_400_000;
/** The end of an event day: midnight in Germany in summer time (23:00 in winter), so never before the day is out. */
const END_OF_DAY_UTC_HOUR = 22;

const DATE_LOCALES: Record<Lang, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

export interface BannerEvent {
  /** The event's day (UTC midnight). */
  day: Date;
  /** When the banner stops showing: the end of the event's day. */
  endsAt: string;
}

/** The event `inDays` days after `seededAt`'s day. */
export function bannerEvent(seededAt: Date, inDays: number): BannerEvent {
  const start = Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth(), seededAt.getUTCDate());
  const day = new Date(start + inDays * DAY_MS);
  return { day, endsAt: new Date(day.getTime() + END_OF_DAY_UTC_HOUR * 3_600_000).toISOString() };
}

/** The event's date in the language, e.g. "14. Mai 2026", "14 May 2026", "14 de mayo de 2026". */
export function eventDate(day: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** A localized text with `{date}` and `{year}` filled in for each language. */
export function withEventDate(text: Localized, day: Date | null): Localized {
  if (!day) return text;
  return Object.fromEntries(
    Object.entries(text).map(([lang, value]) => [
      lang,
      value?.replaceAll('{date}', eventDate(day, lang as Lang)).replaceAll('{year}', String(day.getUTCFullYear())),
    ]),
  ) as Localized;
}
