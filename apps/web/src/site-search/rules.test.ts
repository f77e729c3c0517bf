import { describe, expect, it } from 'vitest';
import { contestText, excerpt, pageText, searchDocuments, searchTerms, type SearchDocument } from './rules';

const lexical = (...paragraphs: string[][]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((words) => ({
      type: 'paragraph',
      children: words.map((text) => ({ type: 'text', text, format: 0 })),
    })),
  },
});

describe('pageText', () => {
  it('collects description, block texts and rich text, not ids or urls', () => {
    const text = pageText({
      description: 'Über uns',
      layout: [
        {
          id: 'abc123',
          blockType: 'hero',
          heading: 'Präzision',
          text: 'seit 1987',
          image: 4,
          cta: { label: 'Kontakt', page: 2 },
        },
        { id: 'def456', blockType: 'richText', content: lexical(['Wir ', 'konstruieren'], ['Maschinen']) },
        { blockType: 'teaser', heading: 'Leistungen', items: [{ title: 'Statik', text: 'FEM', url: '/secret' }] },
      ],
    });
    expect(text).toBe('Über uns Präzision seit 1987 Wir konstruieren Maschinen Leistungen Statik FEM');
  });

  it('leaves out button and link labels: they are controls, not content', () => {
    const text = pageText({
      layout: [
        {
          blockType: 'buttons',
          items: [
            { kind: 'anchor', label: 'Zum Video', anchor: 'video' },
            { kind: 'scriptCall', label: 'Cookie-Einstellungen öffnen', scriptCall: 'openCookieSettings' },
          ],
        },
        { blockType: 'video', title: 'Ein Tag auf der Baustelle', caption: 'Drei Minuten' },
      ],
    });
    expect(text).toBe('Ein Tag auf der Baustelle Drei Minuten');
  });

  it('includes the texts of the contest a contest block shows, by id or as a loaded document', () => {
    const contests = new Map([
      [
        7,
        contestText({
          title: 'Winter-Gewinnspiel',
          intro: 'Mitmachen',
          question: 'Wie viele Brücken?',
          prizes: [{ name: 'E-Bike', description: null }],
        }),
      ],
    ]);
    expect(pageText({ layout: [{ blockType: 'contest', contest: 7 }] }, { contests })).toBe(
      'Winter-Gewinnspiel Mitmachen Wie viele Brücken? E-Bike',
    );
    expect(
      pageText({ layout: [{ blockType: 'contest', contest: { id: 7 }, heading: 'Jetzt raten' }] }, { contests }),
    ).toBe('Winter-Gewinnspiel Mitmachen Wie viele Brücken? E-Bike Jetzt raten');
    // An unknown contest (another site's, deleted) adds nothing.
    expect(pageText({ layout: [{ blockType: 'contest', contest: 8 }] }, { contests })).toBe('');
  });
});

describe('searchDocuments', () => {
  const docs: SearchDocument[] = [
    {
      id: 1,
      title: 'Karriere',
      href: '/de/de/karriere',
      text: 'Wir suchen Ingenieure in Köln und Stuttgart für Konstruktion.',
    },
    { id: 2, title: 'Konstruktion', href: '/de/de/leistungen', text: 'Konstruktion und Berechnung aus einer Hand.' },
    { id: 3, title: 'Impressum', href: '/de/de/impressum', text: 'Registergericht Stuttgart.' },
  ];

  it('finds pages by title and text, title hits first', () => {
    expect(searchDocuments(docs, 'konstruktion').map((hit) => hit.id)).toEqual([2, 1]);
  });

  it('matches case- and accent-insensitively and needs every term', () => {
    expect(searchDocuments(docs, 'KOLN').map((hit) => hit.id)).toEqual([1]);
    expect(searchDocuments(docs, 'stuttgart ingenieure').map((hit) => hit.id)).toEqual([1]);
    expect(searchDocuments(docs, 'stuttgart nirgendwo')).toEqual([]);
    expect(searchDocuments(docs, '   ')).toEqual([]);
  });

  it('marks the hits in the excerpt with the original spelling', () => {
    const [hit] = searchDocuments(docs, 'koln');
    expect(hit!.excerpt).toEqual([
      { text: 'Wir suchen Ingenieure in ', match: false },
      { text: 'Köln', match: true },
      { text: ' und Stuttgart für Konstruktion.', match: false },
    ]);
  });
});

describe('excerpt', () => {
  it('cuts long texts around the first hit at word boundaries', () => {
    const words = Array.from({ length: 80 }, (_, i) => `wort${i}`);
    words[40] = 'Ziel';
    const parts = excerpt(words.join(' '), searchTerms('ziel'), 30);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Ziel']);
    expect(joined).not.toMatch(/ wor …|… rt/);
    expect(joined.length).toBeLessThan(90);
  });
});
