import { describe, expect, it } from 'vitest';
import { loadCookieTexts } from './cookie-texts.ts';
import { LANGS, messagesFor, VOICES } from './messages/index.ts';

describe('cookie dialog texts loaded on demand', () => {
  for (const lang of LANGS) {
    for (const voice of VOICES) {
      it(`${lang}, ${voice}: the catalogue's cookie texts in that voice`, async () => {
        expect(await loadCookieTexts(lang, voice)).toEqual(messagesFor(lang, voice).cookie);
      });
    }
  }

  it('German in the informal voice addresses the visitor with du', async () => {
    const informal = await loadCookieTexts('de', 'informal');
    expect(informal.intro.headline).toBe('Deine Privatsphäre ist uns wichtig');
    expect(informal.button.acceptAll).toBe((await loadCookieTexts('de')).button.acceptAll);
    expect((await loadCookieTexts('de')).intro.headline).toBe('Ihre Privatsphäre ist uns wichtig');
  });
});
