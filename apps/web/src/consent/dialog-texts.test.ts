import { describe, expect, it } from 'vitest';
import { loadCookieTexts } from '@meridian/i18n/cookie-texts';
import { withOverrides } from './dialog-texts';

describe("the cookie dialog's texts with a site's overrides", () => {
  it("puts the headline and both accept buttons of the CMS in place of the catalogue's", async () => {
    const catalogue = await loadCookieTexts('de');
    const texts = withOverrides(catalogue, {
      headline: 'Cookies bei Kestrel',
      acceptAll: 'Alle erlauben',
      acceptEssentials: 'Nur nötige',
    });
    expect(texts.intro.headline).toBe('Cookies bei Kestrel');
    expect(texts.button.acceptAll).toBe('Alle erlauben');
    expect(texts.button.acceptEssentials).toBe('Nur nötige');
    expect(texts.intro.text).toBe(catalogue.intro.text);
    expect(texts.button.configure).toBe(catalogue.button.configure);
    expect(texts.provider).toEqual(catalogue.provider);
  });

  it("keeps the catalogue's texts where the CMS has none (null or empty)", async () => {
    const catalogue = await loadCookieTexts('en');
    expect(withOverrides(catalogue, { headline: null, acceptAll: '', acceptEssentials: undefined })).toEqual(catalogue);
  });
});
