import { describe, expect, it } from 'vitest';
import { copyTargetError, translationStatus, withoutRowIds } from './rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();

describe('translation status of a page', () => {
  it('names each site language: the default, current, older than the default, missing', () => {
    const rows = translationStatus(['de', 'en', 'fr', 'es'], {
      de: { present: true, updatedAt: at(10) },
      en: { present: true, updatedAt: at(20) },
      fr: { present: true, updatedAt: at(5) },
      es: { present: false, updatedAt: null },
    });
    expect(rows.map((row) => [row.lang, row.state])).toEqual([
      ['de', 'default'],
      ['en', 'current'],
      ['fr', 'outdated'],
      ['es', 'missing'],
    ]);
  });
  it('an edit time not known (content from before it was kept) does not make a translation outdated', () => {
    expect(
      translationStatus(['de', 'en'], {
        de: { present: true, updatedAt: at(10) },
        en: { present: true, updatedAt: null },
      })[1]!.state,
    ).toBe('current');
    expect(
      translationStatus(['de', 'en'], {
        de: { present: true, updatedAt: null },
        en: { present: true, updatedAt: at(1) },
      })[1]!.state,
    ).toBe('current');
    expect(
      translationStatus(['de', 'en'], {
        de: { present: true, updatedAt: at(10) },
        en: { present: true, updatedAt: 'x' },
      })[1]!.state,
    ).toBe('current');
  });
  it('the same time is current; a language missing from the data is missing', () => {
    const rows = translationStatus(['en', 'de'], {
      en: { present: true, updatedAt: at(3) },
      de: { present: true, updatedAt: at(3) },
    });
    expect(rows).toEqual([
      { lang: 'en', state: 'default', updatedAt: at(3) },
      { lang: 'de', state: 'current', updatedAt: at(3) },
    ]);
    expect(translationStatus(['de', 'en'], {})[1]).toEqual({ lang: 'en', state: 'missing', updatedAt: null });
  });
});

describe('creating a language from the default one', () => {
  const versions = { de: { present: true, updatedAt: at(1) }, en: { present: true, updatedAt: at(2) } };
  it('only into a missing language of the site, other than the default, from content in the default', () => {
    expect(copyTargetError(['de', 'en', 'fr'], versions, 'fr')).toBeNull();
    expect(copyTargetError(['de', 'en', 'fr'], versions, 'en')).toEqual({
      status: 409,
      message: 'The page already exists in that language.',
    });
    expect(copyTargetError(['de', 'en'], versions, 'es')?.status).toBe(400);
    expect(copyTargetError(['de', 'en'], versions, 'de')?.status).toBe(400);
    expect(copyTargetError(['de', 'fr'], { de: { present: false, updatedAt: null } }, 'fr')?.status).toBe(409);
  });
  it('the copied layout has no row ids; rich text stays whole', () => {
    const richText = { root: { type: 'root', children: [{ type: 'upload', id: 'keep', value: 3 }] } };
    const layout = [
      { id: 'a1', blockType: 'teaser', heading: 'Mehr', items: [{ id: 'i1', title: 'Weiter', page: 4 }] },
      { id: 'a2', blockType: 'richText', content: richText },
    ];
    expect(withoutRowIds(layout)).toEqual([
      { blockType: 'teaser', heading: 'Mehr', items: [{ title: 'Weiter', page: 4 }] },
      { blockType: 'richText', content: richText },
    ]);
    expect(layout[0]!.id).toBe('a1');
  });
});
