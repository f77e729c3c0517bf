/**
 * The relevance score of an offer for a keyword, BM25-style: each keyword group adds its inverse document
 * frequency (rare words count more), times how well the offer has it — in which field (title far above tags,
 * tags above the texts) and how closely (the word itself, a compound or the typed prefix, a typo). Short titles
 * outrank long ones a little; a title that is the keyword, or holds it as a phrase, comes first. The score is cut
 * into rank steps: within a step the spec's order decides (priority class, distance, newest).
 * apps/api/README.md ("Ranking") says the same for people.
 */
import { Tier } from './vocabulary.ts';

/**
 * Fields: the German and English title (what the sites show), the French and Spanish title (brand pages abroad)
 * a little less, the tags, the city the offer is in (it counts like a tag: "Pflege Hamburg" wants care jobs in
 * Hamburg, not texts naming it), the texts.
 */
export const FIELD_WEIGHT = { title: 10, otherTitle: 6, tags: 3, city: 3, body: 1 } as const;
/** Match classes: the word; another inflection; a compound or typed prefix holding it; a typo. */
export const CLASS_WEIGHT = [1, 0.85, 0.7, 0.45] as const;
export type MatchClass = 0 | 1 | 2 | 3;
export const CLASS_COUNT = CLASS_WEIGHT.length;
export const classOf = (tier: Tier): MatchClass =>
  tier === Tier.Exact ? 0 : tier === Tier.Near ? 1 : tier === Tier.Fuzzy ? 3 : 2;

/** How much title length counts (BM25's b): 0 not at all, 1 fully. */
export const TITLE_LENGTH_WEIGHT = 0.15;
/** Added to the relative score (1 = every group in the title, exactly) when the title is the keyword / holds it. */
export const EXACT_TITLE_BONUS = 1;
export const PHRASE_BONUS = 0.5;
/** Rank steps per unit of relative score. */
export const RANK_STEPS = 16;

/** Inverse document frequency of a group matched by `matching` of `size` documents (BM25's, never negative). */
export const inverseFrequency = (size: number, matching: number): number =>
  Math.log(1 + (size - matching + 0.5) / (matching + 0.5));

export const titleLengthFactor = (length: number, average: number): number =>
  average > 0 ? 1 / (1 - TITLE_LENGTH_WEIGHT + (TITLE_LENGTH_WEIGHT * length) / average) : 1;
/** The largest titleLengthFactor can be (a title of no words), for bounds that let scoring stop early. */
export const MAX_TITLE_LENGTH_FACTOR = 1 / (1 - TITLE_LENGTH_WEIGHT);

/** The rank step of a score, given the score of every group matched exactly in the title. */
export const rankOf = (score: number, best: number): number =>
  best > 0 ? Math.min(255, Math.floor((score / best) * RANK_STEPS)) : 0;

/** Titles as the phrase checks read them: each title's normalised words, space-framed, one per line. */
export const titleLines = (titles: string[][]): string =>
  `\n${titles.map((words) => ` ${words.join(' ')} `).join('\n')}\n`;

/** What the title bonus looks for: the keyword's normalised words as a whole title line and as a phrase. */
export interface TitleNeedles {
  exact?: string;
  phrase?: string;
}
export function titleNeedles(words: string[]): TitleNeedles {
  if (words.length === 0) return {};
  const phrase = ` ${words.join(' ')} `;
  return { exact: `\n${phrase}\n`, phrase: words.length > 1 ? phrase : undefined };
}

/** The bonus of a title block (titleLines) for the keyword's needles. */
export function titleBonus(lines: string, needles: TitleNeedles): number {
  if (needles.exact && lines.includes(needles.exact)) return EXACT_TITLE_BONUS;
  return needles.phrase && lines.includes(needles.phrase) ? PHRASE_BONUS : 0;
}
