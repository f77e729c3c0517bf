/**
 * UI message catalogues (i18next resources, nested so that dotted keys resolve).
 * `en` is the reference; de, fr and es have exactly its keys; pl has only the cookie-dialog subtree.
 */
import de from './de.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import pl from './pl.ts';

export type { Messages } from './en.ts';

/** Languages with UI messages. pl covers only the cookie consent dialog (`cookie.*`). */
export const LANGS = ['de', 'en', 'fr', 'es', 'pl'] as const;
export type Lang = (typeof LANGS)[number];
/** Languages with a complete catalogue (pages can be served in these). */
export const FULL_LANGS = ['de', 'en', 'fr', 'es'] as const;
export type FullLang = (typeof FULL_LANGS)[number];

export const messages = { de, en, fr, es, pl } as const;
export default messages;
