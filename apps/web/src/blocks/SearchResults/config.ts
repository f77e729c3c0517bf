import type { Block } from 'payload';

/**
 * The site's search-result page (SPEC §2.6): a search form and the hits for `?keyword=` among the site's
 * published pages in the page's language. Put it on the page chosen as "Search-result page" in Navigation.
 */
export const SearchResultsBlock: Block = {
  slug: 'searchResults',
  interfaceName: 'SearchResultsBlock',
  labels: { singular: 'Search results', plural: 'Search results' },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'Optional text above the search form.' },
    },
  ],
};
