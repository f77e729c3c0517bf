/**
 * Site search (SPEC §2.6, §7.6): the text of a page and the matching of a keyword against a site's pages.
 * Pure: the data comes from `site-search.ts`; the pages are few (tens per site and language), so a scan of
 * their extracted text is fast and always up to date with what is published.
 */

/** One page as the search sees it. */
export interface SearchDocument {
  id: number;
  title: string;
  href: string;
  /** Description and block texts, whitespace collapsed. */
  text: string;
}

/** A piece of an excerpt; `match` pieces are highlighted. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  id: number;
  title: string;
  href: string;
  excerpt: ExcerptPart[];
}

/**
 * Field names whose string values are readable page text, in any block (new blocks included). Button and link
 * labels ("Zum Video", "Cookie-Einstellungen öffnen") are controls, not content: they are not searched.
 */
const TEXT_KEYS = new Set([
  'heading',
  'subheading',
  'headline',
  'text',
  'title',
  'caption',
  'description',
  'quote',
  'content',
]);

/** What a page shows of a document it only refers to (a contest block shows its contest's texts). */
export interface ReferencedTexts {
  /** A contest's readable text by its id. */
  contests?: ReadonlyMap<number, string>;
}

/** The readable text of a contest: title, intro, question and prizes (the terms are fine print, not searched). */
export function contestText(contest: {
  title?: string | null;
  intro?: string | null;
  question?: string | null;
  prizes?: { name?: string | null; description?: string | null }[] | null;
}): string {
  const prizes = (contest.prizes ?? []).flatMap((prize) => [prize.name, prize.description]);
  return [contest.title, contest.intro, contest.question, ...prizes]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
}

const referenceId = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};
const MAX_TERMS = 8;
const EXCERPT_RADIUS = 90;
export const MAX_HITS = 50;

function collectText(value: unknown, key: string | null, out: string[], related: ReferencedTexts, depth = 0): void {
  if (depth > 30 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (key !== null && TEXT_KEYS.has(key)) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, key, out, related, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Lexical rich text: a paragraph's text nodes are separate words of one sentence, block nodes end lines.
    if (record.type === 'text' && typeof record.text === 'string') {
      out.push(record.text);
      return;
    }
    if (record.blockType === 'contest') {
      const id = referenceId(record.contest);
      const contest = id === null ? undefined : related.contests?.get(id);
      if (contest) out.push(contest);
    }
    for (const [childKey, child] of Object.entries(record)) {
      if (childKey === 'id' || childKey === 'blockType' || childKey === 'blockName' || childKey === 'url') continue;
      collectText(child, childKey, out, related, depth + 1);
    }
  }
}

/**
 * The searchable text of a page: its description, every text of its blocks (rich text included) and the texts
 * of the documents its blocks show (`related`: a contest block's contest).
 */
export function pageText(
  page: { description?: string | null; layout?: unknown },
  related: ReferencedTexts = {},
): string {
  const parts: string[] = [];
  if (page.description) parts.push(page.description);
  collectText(page.layout ?? [], null, parts, related);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Case- and accent-insensitive folding with a map back to the original positions, so that a hit on "koln"
 * highlights "Köln" in the original text.
 */
function fold(text: string): { folded: string; index: number[] } {
  let folded = '';
  const index: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const piece = text[i]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const char of piece) {
      folded += char;
      index.push(i);
    }
  }
  index.push(text.length);
  return { folded, index };
}

/** The distinct terms of a keyword, folded; at most eight. */
export function searchTerms(keyword: string): string[] {
  const terms = fold(keyword).folded.split(/\s+/).filter(Boolean);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Ranges [start, end) of every term occurrence in `text`, merged, in original positions. */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const { folded, index } = fold(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let at = folded.indexOf(term);
    while (at !== -1) {
      ranges.push([index[at]!, index[at + term.length - 1]! + 1]);
      at = folded.indexOf(term, at + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** About 180 characters of `text` around its first hit, cut at word boundaries, with the hits marked. */
export function excerpt(text: string, terms: string[], radius: number = EXCERPT_RADIUS): ExcerptPart[] {
  const ranges = matchRanges(text, terms);
  const first = ranges[0];
  let start = first ? Math.max(0, first[0] - radius) : 0;
  let end = Math.min(text.length, (first ? first[1] : 0) + radius * (first ? 1 : 2));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < (first?.[0] ?? end)) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (first?.[1] ?? start)) end = space;
  }
  const parts: ExcerptPart[] = [];
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a > cursor) parts.push({ text: text.slice(cursor, a), match: false });
    parts.push({ text: text.slice(a, b), match: true });
    cursor = b;
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), match: false });
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts.filter((part) => part.text !== '');
}

/**
 * The pages containing every term of the keyword (title or text), best first: title hits weigh most, then
 * the number of occurrences; ties keep the site's page order.
 */
export function searchDocuments(
  documents: readonly SearchDocument[],
  keyword: string,
  limit: number = MAX_HITS,
): SearchHit[] {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return [];
  const scored: { hit: SearchHit; score: number; order: number }[] = [];
  documents.forEach((doc, order) => {
    const title = fold(doc.title).folded;
    const body = fold(doc.text).folded;
    let score = 0;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const count = body.split(term).length - 1;
      if (!inTitle && count === 0) return;
      score += (inTitle ? 10 : 0) + Math.min(count, 10);
    }
    const textForExcerpt = matchRanges(doc.text, terms).length > 0 ? doc.text : doc.text || doc.title;
    scored.push({
      hit: { id: doc.id, title: doc.title, href: doc.href, excerpt: excerpt(textForExcerpt, terms) },
      score,
      order,
    });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.hit);
}
