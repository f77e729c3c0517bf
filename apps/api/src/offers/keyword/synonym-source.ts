/**
 * The synonym rules a search uses: the shipped defaults of every language, plus the editors' lists (stored by the
 * API, README "Synonyms"). A job seeker may type in any language on any site, so every language's rules apply.
 */
import type { Lang } from '../types.ts';
import { DEFAULT_SYNONYMS } from './default-synonyms.ts';
import { SynonymTable, parseSynonyms, type SynonymRule } from './synonyms.ts';

const defaults: SynonymRule[] = Object.values(DEFAULT_SYNONYMS).flatMap(parseSynonyms);
const defaultTable = new SynonymTable(defaults);

/** The shipped rules alone. */
export const synonymTable = (): SynonymTable => defaultTable;

/** The shipped rules and the editors' lists (per language, in the text format). Throws on a syntax error. */
export function synonymTableWith(lists: Partial<Record<Lang, string>>): SynonymTable {
  const editors = Object.values(lists).flatMap((text) => parseSynonyms(text ?? ''));
  return editors.length ? new SynonymTable([...defaults, ...editors]) : defaultTable;
}
