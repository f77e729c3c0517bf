/**
 * Where the account's pages live on each site: under the site's own locale, `/{market}/{lang}/{account}/{view}`,
 * with the path names in the page's language (the same in every market). Pure.
 */
export type AccountView =
  'home' | 'signIn' | 'signUp' | 'verify' | 'forgot' | 'reset' | 'profile' | 'delete' | 'deleted';

const PATHS: Record<string, Record<AccountView, string>> = {
  de: {
    home: 'konto',
    signIn: 'anmelden',
    signUp: 'registrieren',
    verify: 'bestaetigen',
    forgot: 'passwort-vergessen',
    reset: 'neues-passwort',
    profile: 'profil',
    delete: 'loeschen',
    deleted: 'geloescht',
  },
  en: {
    home: 'account',
    signIn: 'sign-in',
    signUp: 'sign-up',
    verify: 'verify',
    forgot: 'forgot-password',
    reset: 'new-password',
    profile: 'profile',
    delete: 'delete',
    deleted: 'deleted',
  },
  fr: {
    home: 'compte',
    signIn: 'connexion',
    signUp: 'inscription',
    verify: 'verification',
    forgot: 'mot-de-passe-oublie',
    reset: 'nouveau-mot-de-passe',
    profile: 'profil',
    delete: 'supprimer',
    deleted: 'supprime',
  },
  es: {
    home: 'cuenta',
    signIn: 'acceso',
    signUp: 'registro',
    verify: 'verificacion',
    forgot: 'contrasena-olvidada',
    reset: 'nueva-contrasena',
    profile: 'perfil',
    delete: 'eliminar',
    deleted: 'eliminada',
  },
};

const VIEWS = Object.keys(PATHS.en!) as AccountView[];

const namesOf = (lang: string) => PATHS[lang] ?? PATHS.en!;

/** The path of an account page in a locale, with an optional query ('?…' added when not empty). */
export function accountPath(locale: { market: string; lang: string }, view: AccountView, query?: string): string {
  const names = namesOf(locale.lang);
  const base = `/${locale.market}/${locale.lang}/${names.home}${view === 'home' ? '' : `/${names[view]}`}`;
  return query ? `${base}?${query}` : base;
}

/** The account page a site path's slugs (after /{market}/{lang}) name in that language, or null. */
export function accountView(lang: string, slugs: readonly string[]): AccountView | null {
  const names = namesOf(lang);
  if (slugs[0] !== names.home) return null;
  if (slugs.length === 1) return 'home';
  if (slugs.length !== 2) return null;
  return VIEWS.find((view) => view !== 'home' && names[view] === slugs[1]) ?? null;
}
