/**
 * UI message catalogues (i18next resources, nested so that dotted keys resolve).
 * `en` is the reference; de, fr and es have exactly its keys; pl has only the cookie-dialog subtree.
 */
import de from './de.ts';
import deInformal from './de-informal.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import pl from './pl.ts';
import { deepMerge } from '../merge.ts';

export type { Messages } from './en.ts';

/** Languages with UI messages. pl covers only the cookie consent dialog (`cookie.*`). */
export const LANGS = ['de', 'en', 'fr', 'es', 'pl'] as const;
export type Lang = (typeof LANGS)[number];
/** Languages with a complete catalogue (pages can be served in these). */
export const FULL_LANGS = ['de', 'en', 'fr', 'es'] as const;
export type FullLang = (typeof FULL_LANGS)[number];

export const messages = { de, en, fr, es, pl } as const;
export default messages;

/**
 * How a site addresses its visitors: 'formal' (German 'Sie', the default catalogue) or 'informal' (German 'du').
 * Only German differs; the other languages have one form.
 */
export type Voice = 'formal' | 'informal';
export const VOICES: readonly Voice[] = ['formal', 'informal'];

/** The overlays of the informal voice, per language (deep partial catalogues). */
export const INFORMAL_MESSAGES: Partial<Record<Lang, object>> = { de: deInformal };

const merged = new Map<string, unknown>();

/** The catalogue of a language in a voice: the informal one is the formal catalogue with the overlay's texts. */
export function messagesFor<L extends Lang>(lang: L, voice: Voice = 'formal'): (typeof messages)[L] {
  const overlay = voice === 'informal' ? INFORMAL_MESSAGES[lang] : undefined;
  if (!overlay) return messages[lang];
  const key = `${lang}:${voice}`;
  let catalogue = merged.get(key);
  if (!catalogue) {
    catalogue = deepMerge(messages[lang], overlay);
    merged.set(key, catalogue);
  }
  return catalogue as (typeof messages)[L];
}
