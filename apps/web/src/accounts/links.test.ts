import { describe, expect, it } from 'vitest';
import { accountPath, accountView } from './links';

describe('account paths', () => {
  it('are named in the page language under the site locale', () => {
    expect(accountPath({ market: 'de', lang: 'de' }, 'home')).toBe('/de/de/konto');
    expect(accountPath({ market: 'de', lang: 'en' }, 'signIn')).toBe('/de/en/account/sign-in');
    expect(accountPath({ market: 'fr', lang: 'fr' }, 'signUp')).toBe('/fr/fr/compte/inscription');
    expect(accountPath({ market: 'es', lang: 'es' }, 'profile', 'done=saved')).toBe('/es/es/cuenta/perfil?done=saved');
    expect(accountPath({ market: 'de', lang: 'de' }, 'delete')).toBe('/de/de/konto/loeschen');
    expect(accountPath({ market: 'fr', lang: 'fr' }, 'deleted')).toBe('/fr/fr/compte/supprime');
  });

  it('read back every view in every language, and nothing else', () => {
    for (const lang of ['de', 'en', 'fr', 'es'])
      for (const view of [
        'home',
        'signIn',
        'signUp',
        'verify',
        'forgot',
        'reset',
        'profile',
        'delete',
        'deleted',
      ] as const) {
        const slugs = accountPath({ market: 'xx', lang }, view).split('/').slice(3);
        expect(accountView(lang, slugs), `${lang} ${view}`).toBe(view);
      }
    expect(accountView('de', ['account'])).toBeNull();
    expect(accountView('en', ['account', 'anmelden'])).toBeNull();
    expect(accountView('en', ['account', 'sign-in', 'x'])).toBeNull();
    expect(accountView('en', ['about'])).toBeNull();
  });
});
