/**
 * Synonym rules: parsing the editors' format, and the lookup the keyword parser uses. A rule maps a sequence of
 * query words to other word sequences that may stand in their place: `a, b, c` (every term finds the others) or
 * `a => b, c` (only `a` finds `b` and `c`). Words are compared folded and gender-neutral (text.ts), so
 * "Krankenschwester", "krankenschwester" and "Kränkenschwester" are the same rule key.
 */
import { foldToken, genderNeutral, tokenize } from '../text.ts';

/** Bounds of one list: a rule list is data from editors, and each rule costs every search a lookup. */
export const SYNONYM_LIMITS = { rules: 2_000, termsPerRule: 20, wordsPerTerm: 4, lineLength: 500 } as const;

export interface SynonymRule {
  /** The words a keyword must contain, in this order (normalised). */
  from: string[];
  /** Word sequences that stand in for them (normalised). */
  to: string[][];
}

export class SynonymSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'SynonymSyntaxError';
  }
}

/** A query or synonym word as rules compare it: lower case, folded, feminine endings removed. */
export const ruleWord = (token: string): string => genderNeutral(foldToken(token));

function termWords(term: string, line: number): string[] {
  const words = tokenize(term).map(ruleWord);
  if (words.length > SYNONYM_LIMITS.wordsPerTerm)
    throw new SynonymSyntaxError(line, `a term has at most ${SYNONYM_LIMITS.wordsPerTerm} words`);
  return words;
}

/**
 * Rules from the editors' text format, one per line; empty lines and lines starting with `#` are skipped. Throws
 * a SynonymSyntaxError naming the line of anything else that is not a rule.
 */
export function parseSynonyms(text: string): SynonymRule[] {
  const rules: SynonymRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    if (trimmed.length > SYNONYM_LIMITS.lineLength)
      throw new SynonymSyntaxError(line, `at most ${SYNONYM_LIMITS.lineLength} characters`);
    const arrow = trimmed.split('=>');
    if (arrow.length > 2) throw new SynonymSyntaxError(line, 'at most one "=>"');
    const terms = (part: string) =>
      part
        .split(',')
        .map((term) => termWords(term, line))
        .filter((words) => words.length > 0);
    if (arrow.length === 2) {
      const from = terms(arrow[0]!);
      const to = terms(arrow[1]!);
      if (from.length === 0 || to.length === 0)
        throw new SynonymSyntaxError(line, 'a one-way rule needs terms on both sides of "=>"');
      if (from.length + to.length > SYNONYM_LIMITS.termsPerRule)
        throw new SynonymSyntaxError(line, `at most ${SYNONYM_LIMITS.termsPerRule} terms`);
      for (const f of from) rules.push({ from: f, to });
      return;
    }
    const group = terms(trimmed);
    if (group.length < 2) throw new SynonymSyntaxError(line, 'a rule needs at least two terms, separated by commas');
    if (group.length > SYNONYM_LIMITS.termsPerRule)
      throw new SynonymSyntaxError(line, `at most ${SYNONYM_LIMITS.termsPerRule} terms`);
    for (const f of group) rules.push({ from: f, to: group.filter((other) => other !== f) });
  });
  if (rules.length > SYNONYM_LIMITS.rules) throw new SynonymSyntaxError(0, `at most ${SYNONYM_LIMITS.rules} rules`);
  return rules;
}

const key = (words: string[]) => words.join(' ');

/** Rules by their first word; a keyword is matched against the longest rule first. */
export class SynonymTable {
  private readonly byFirst = new Map<string, SynonymRule[]>();

  constructor(rules: SynonymRule[]) {
    // Rules with the same words merge (a term in two lines finds the terms of both).
    const merged = new Map<string, SynonymRule>();
    for (const rule of rules) {
      const found = merged.get(key(rule.from));
      if (!found) merged.set(key(rule.from), { from: rule.from, to: [...rule.to] });
      else for (const to of rule.to) if (!found.to.some((t) => key(t) === key(to))) found.to.push(to);
    }
    for (const rule of merged.values()) {
      const list = this.byFirst.get(rule.from[0]!) ?? [];
      list.push(rule);
      this.byFirst.set(rule.from[0]!, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.from.length - a.from.length);
  }

  /** The longest rule whose words start at `at` in `words` (normalised), if any. */
  match(words: readonly string[], at: number): SynonymRule | undefined {
    return this.byFirst.get(words[at]!)?.find((rule) => rule.from.every((word, offset) => words[at + offset] === word));
  }

  get size(): number {
    let n = 0;
    for (const list of this.byFirst.values()) n += list.length;
    return n;
  }
}
