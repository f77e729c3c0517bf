/** Kept apart from the translator so that browser code can format numbers without shipping i18next. */

/** Number formatting (SPEC §9.1): thousands separator ',' for en, '.' otherwise. */
export function formatNumber(value: number, lang: string): string {
  const separator = lang === 'en' ? ',' : '.';
  const [integer, fraction] = Math.abs(value).toString().split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const decimal = lang === 'en' ? '.' : ',';
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}
