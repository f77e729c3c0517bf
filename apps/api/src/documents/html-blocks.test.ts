import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks, tidyRuns } from './html-blocks.ts';

describe('htmlToBlocks', () => {
  it('turns paragraphs and lists into blocks without tags', () => {
    const blocks = htmlToBlocks(
      '<p>Wir suchen <strong>Sie</strong> für München.</p><ul><li>Planung</li><li>Prüfung &amp; Abnahme</li></ul>',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Wir suchen ', bold: false, italic: false },
          { text: 'Sie', bold: true, italic: false },
          { text: ' für München.', bold: false, italic: false },
        ],
      },
      {
        kind: 'list-item',
        ordered: false,
        index: 1,
        level: 0,
        runs: [{ text: 'Planung', bold: false, italic: false }],
      },
      {
        kind: 'list-item',
        ordered: false,
        index: 2,
        level: 0,
        runs: [{ text: 'Prüfung & Abnahme', bold: false, italic: false }],
      },
    ]);
    expect(blocksToText(blocks)).not.toMatch(/[<>]/);
  });

  it('numbers ordered lists, nests, and keeps italic and line breaks', () => {
    const blocks = htmlToBlocks('<ol><li>Eins<ul><li><em>a</em></li></ul></li><li>Zwei</li></ol><p>A<br>B</p>');
    expect(
      blocks.map((b) =>
        b.kind === 'list-item'
          ? `${b.ordered ? b.index + '.' : '•'}${b.level}:${blocksToText([b])}`
          : blocksToText([b]),
      ),
    ).toEqual(['1.0:Eins', '•1:a', '2.0:Zwei', 'A\nB']);
    const nested = blocks[1]!;
    expect(nested.runs[0]!.italic).toBe(true);
  });

  it('keeps bare text, headings as bold, drops scripts and empty blocks', () => {
    const blocks = htmlToBlocks(
      'Freitext  ohne\n Absatz<h3>Titel</h3><script>alert(1)</script><p> </p><div>Ende</div>',
    );
    expect(blocks.map((b) => [b.kind, blocksToText([b])])).toEqual([
      ['paragraph', 'Freitext ohne Absatz'],
      ['heading', 'Titel'],
      ['paragraph', 'Ende'],
    ]);
    expect(blocks[1]!.runs[0]!.bold).toBe(true);
    expect(htmlToBlocks('')).toEqual([]);
    expect(htmlToBlocks(null)).toEqual([]);
  });

  it('collapses whitespace between runs', () => {
    expect(
      tidyRuns([
        { text: ' a ', bold: false, italic: false },
        { text: ' b', bold: true, italic: false },
        { text: ' ', bold: false, italic: false },
      ]),
    ).toEqual([
      { text: 'a ', bold: false, italic: false },
      { text: 'b', bold: true, italic: false },
    ]);
  });
});
