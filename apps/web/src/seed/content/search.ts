/**
 * The search-result page every site has (SPEC §2.6): the side-navigation search lands here with ?keyword=.
 */
import type { Lang, Localized, SeedPage } from './types.ts';

const all = (texts: Record<Lang, string>, langs: readonly Lang[]): Localized =>
  Object.fromEntries(langs.map((lang) => [lang, texts[lang]]));

export function searchPage(langs: readonly Lang[]): SeedPage {
  return {
    key: 'search',
    slug: all({ de: 'suche', en: 'search', fr: 'recherche', es: 'busqueda' }, langs),
    title: all({ de: 'Suche', en: 'Search', fr: 'Recherche', es: 'Búsqueda' }, langs),
    description: all(
      {
        de: 'Durchsuchen Sie alle Seiten dieser Website.',
        en: 'Search all pages of this website.',
        fr: 'Recherchez dans toutes les pages de ce site.',
        es: 'Busque en todas las páginas de este sitio web.',
      },
      langs,
    ),
    inMainMenu: false,
    layout: [
      {
        blockType: 'searchResults',
        intro: all(
          {
            de: 'Die Suche findet Seiten dieser Website in der aktuellen Sprache und passende Stellenangebote.',
            en: 'The search finds pages of this website in the current language and matching job openings.',
            fr: 'La recherche trouve les pages de ce site dans la langue actuelle et les offres correspondantes.',
            es: 'La búsqueda encuentra páginas de este sitio web en el idioma actual y las ofertas que coinciden.',
          },
          langs,
        ),
      },
    ],
  };
}
