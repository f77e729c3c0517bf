import i18next, { type TFunction } from 'i18next';
import {
  FULL_LANGS,
  LANGS,
  messages,
  messagesFor,
  VOICES,
  type FullLang,
  type Lang,
  type Voice,
} from './messages/index.ts';

export { FULL_LANGS, LANGS, messages, messagesFor, VOICES, type FullLang, type Lang, type Voice };

const translators = new Map<string, TFunction>();

/**
 * A `t` function for one language, with the spec's dotted keys (`http.status.404.message`). Instances are
 * created once per language (and voice) and reused; missing keys fall back to English (pl: to English outside
 * `cookie`). `voice` 'informal' gives the German 'du' texts (sites that address visitors informally).
 */
export function getTranslator(lang: Lang, voice: Voice = 'formal'): TFunction {
  const cacheKey = `${lang}:${voice}`;
  const cached = translators.get(cacheKey);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: messagesFor(l, voice) }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = instance.t.bind(instance) as TFunction;
  translators.set(cacheKey, t);
  return t;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export { formatNumber } from './format.ts';
