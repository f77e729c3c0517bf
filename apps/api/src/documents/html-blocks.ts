/**
 * Offer HTML (already sanitised by the store) → text blocks a PDF can set: paragraphs, headings and (nested) lists
 * of inline runs with bold/italic. Tags never reach the PDF as text; unknown tags keep only their text.
 */
import { Parser } from 'htmlparser2';

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type TextBlock =
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'heading'; runs: TextRun[] }
  | { kind: 'list-item'; runs: TextRun[]; ordered: boolean; index: number; level: number };

const BLOCK_TAGS = new Set(['p', 'div', 'section', 'article', 'blockquote', 'table', 'tr', 'header', 'footer', 'pre']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD_TAGS = new Set(['b', 'strong', 'th']);
const ITALIC_TAGS = new Set(['i', 'em', 'cite']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title', 'noscript', 'template']);

export function htmlToBlocks(html: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  if (!html) return blocks;

  let bold = 0;
  let italic = 0;
  let skipped = 0;
  let heading = false;
  const lists: { ordered: boolean; count: number }[] = [];
  let current: TextRun[] = [];
  let currentItem: { ordered: boolean; index: number; level: number } | undefined;

  const flush = (): void => {
    const runs = tidyRuns(current);
    current = [];
    if (runs.length > 0) {
      if (currentItem) blocks.push({ kind: 'list-item', runs, ...currentItem });
      else blocks.push({ kind: heading ? 'heading' : 'paragraph', runs });
    }
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipped++;
        if (BLOCK_TAGS.has(name)) flush();
        if (HEADING_TAGS.has(name)) {
          flush();
          heading = true;
        }
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', count: 0 });
        }
        if (name === 'li') {
          flush();
          const list = lists[lists.length - 1] ?? { ordered: false, count: 0 };
          list.count++;
          currentItem = { ordered: list.ordered, index: list.count, level: Math.max(0, lists.length - 1) };
        }
        if (name === 'br') current.push({ text: '\n', bold: bold > 0, italic: italic > 0 });
        if (BOLD_TAGS.has(name)) bold++;
        if (ITALIC_TAGS.has(name)) italic++;
        if (name === 'td' || name === 'th') current.push({ text: ' ', bold: false, italic: false });
      },
      ontext(text) {
        if (skipped === 0) current.push({ text, bold: bold > 0 || heading, italic: italic > 0 });
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipped = Math.max(0, skipped - 1);
        if (BOLD_TAGS.has(name)) bold = Math.max(0, bold - 1);
        if (ITALIC_TAGS.has(name)) italic = Math.max(0, italic - 1);
        if (BLOCK_TAGS.has(name)) flush();
        if (HEADING_TAGS.has(name)) {
          flush();
          heading = false;
        }
        if (name === 'li') {
          flush();
          const parent = lists.length > 1 ? lists[lists.length - 2] : undefined;
          // Back in the enclosing item of a nested list: further text continues at its level.
          currentItem = parent ? { ordered: parent.ordered, index: parent.count, level: lists.length - 2 } : undefined;
        }
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
          currentItem = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** Collapses whitespace like a browser, keeps explicit line breaks, merges neighbours with the same style. */
export function tidyRuns(runs: readonly TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  let lastEndsWithSpace = true; // at the start of a block, leading spaces go
  for (const run of runs) {
    let text =
      run.text === '\n'
        ? '\n'
        : run.text.replace(/[\s\u00a0]+/g, (ws) => (ws.includes('\u00a0') && !/[\t\n\r ]/.test(ws) ? '\u00a0' : ' '));
    if (text === '\n') {
      const prev = out[out.length - 1];
      if (prev) prev.text = prev.text.replace(/ +$/, '');
      lastEndsWithSpace = true;
    } else if (lastEndsWithSpace) {
      text = text.replace(/^ +/, '');
    }
    if (text.length === 0) continue;
    lastEndsWithSpace = text.endsWith(' ') || text.endsWith('\n');
    const prev = out[out.length - 1];
    if (prev && prev.bold === run.bold && prev.italic === run.italic) prev.text += text;
    else out.push({ text, bold: run.bold, italic: run.italic });
  }
  // Trailing spaces and line breaks at the end of a block.
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    last.text = last.text.replace(/[ \n]+$/, '');
    if (last.text.length > 0) break;
    out.pop();
  }
  return out;
}

/** Plain text of blocks (tests, search snippets). */
export function blocksToText(blocks: readonly TextBlock[]): string {
  return blocks.map((b) => b.runs.map((r) => r.text).join('')).join('\n');
}
