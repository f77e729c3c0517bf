/**
 * Map labels in the browser's language (SPEC §4.10): the name in that language, else the default name, else the
 * local name. Our basemap and the usual vector tile schemas carry `name_{lang}` / `name` / `name_local`.
 */

/** The primary subtag of the browser's language ('de-AT' → 'de'); 'en' when unknown. */
export function browserLanguage(languages: readonly string[] | undefined, language?: string): string {
  const first = languages?.[0] ?? language ?? '';
  const primary = first.toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : 'en';
}

export type LabelExpression = ['coalesce', ['get', string], ['get', 'name'], ['get', 'name_local']];

export function labelExpression(lang: string): LabelExpression {
  return ['coalesce', ['get', `name_${lang}`], ['get', 'name'], ['get', 'name_local']];
}

/** Whether a layer's text-field shows a place name (and so should follow the browser language). */
export function isNameLabel(textField: unknown): boolean {
  const source = JSON.stringify(textField ?? null);
  return /name/.test(source);
}
