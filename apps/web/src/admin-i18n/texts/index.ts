import { labelTexts } from './labels';
import { messageTexts } from './messages';

/** A text in the admin languages besides English (the dictionary's key). */
export interface Translations {
  de: string;
  fr: string;
  es: string;
}

/** Every admin text by its English wording; {name} marks a value a message carries. */
export const ADMIN_TEXTS: Record<string, Translations> = { ...labelTexts, ...messageTexts };
