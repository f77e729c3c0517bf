/**
 * The synonym rules searches use now: the shipped defaults of every language, plus the editors' rules once they
 * are set. A job seeker may type in any language on any site, so every language's rules apply.
 */
import type { Lang } from '../types.ts';
import { DEFAULT_SYNONYMS } from './default-synonyms.ts';
import { SynonymTable, parseSynonyms, type SynonymRule } from './synonyms.ts';

const defaults: SynonymRule[] = Object.values(DEFAULT_SYNONYMS).flatMap(parseSynonyms);
let current = new SynonymTable(defaults);

export const synonymTable = (): SynonymTable => current;

/** Replaces the editors' rules (per language, in the text format); the defaults stay. Throws on a syntax error. */
export function setEditorSynonyms(lists: Partial<Record<Lang, string>>): void {
  const editors = Object.values(lists).flatMap((text) => parseSynonyms(text ?? ''));
  current = new SynonymTable([...defaults, ...editors]);
}
