import { getTranslator } from '@meridian/i18n';
import { KEYWORD_MAX_LENGTH } from '@meridian/site-kit/site-search';
import { PREVIEW_PARAM } from '@/preview/token';
import type { SearchResultsBlock } from '@/payload-types';
import type { SearchView } from '@/site-search/data';
import type { BlockPlace } from '../context';

/**
 * Search form and hits (the search itself ran on the server, see `site-search/data.ts`): the site's pages and,
 * beside them, its offers matching the keyword with a link to all of them on the career page.
 */
export function SearchResultsComponent({
  block,
  place,
  search = { state: 'prompt', keyword: '' },
  preview,
}: {
  block: SearchResultsBlock;
  place: BlockPlace;
  search?: SearchView;
  preview: string | null;
}) {
  const t = getTranslator(place.locale.lang, place.voice);
  const fieldId = `search-keyword-${block.id ?? 'results'}`;
  const results = search.state === 'results' ? search : null;
  const pages = results?.hits ?? [];
  const offers = results?.offers && results.offers.hits.length > 0 ? results.offers : null;
  const total = pages.length + (offers?.total ?? 0);
  const pagesHeadingId = `${fieldId}-pages`;
  const offersHeadingId = `${fieldId}-offers`;
  return (
    <section className="block-search container">
      {block.intro ? <p className="block-search__intro">{block.intro}</p> : null}
      <form className="block-search__form" role="search" method="get" aria-label={t('site.search.label')}>
        <label htmlFor={fieldId}>{t('site.search.field')}</label>
        <div className="block-search__row">
          <input
            id={fieldId}
            type="search"
            name="keyword"
            defaultValue={search.keyword}
            maxLength={KEYWORD_MAX_LENGTH}
            autoComplete="off"
          />
          {preview ? <input type="hidden" name={PREVIEW_PARAM} value={preview} /> : null}
          <button type="submit">{t('site.search.submit')}</button>
        </div>
      </form>
      <div className="block-search__status" role="status">
        {search.state === 'prompt' ? <p>{t('site.search.prompt')}</p> : null}
        {search.state === 'invalid' ? (
          <p className="block-search__error">{t('site.search.invalid', { max: KEYWORD_MAX_LENGTH })}</p>
        ) : null}
        {results && total === 0 ? (
          <>
            <h2 className="block-search__heading">{t('site.search.empty', { keyword: results.keyword })}</h2>
            <p>{t('site.search.emptyHint')}</p>
          </>
        ) : null}
        {results && total > 0 ? (
          <h2 className="block-search__heading">
            {t('site.search.results', { count: total, keyword: results.keyword })}
          </h2>
        ) : null}
      </div>
      {results && total > 0 ? (
        <div className={`block-search__results${offers ? ' block-search__results--with-offers' : ''}`}>
          {pages.length > 0 ? (
            <section className="block-search__pages" aria-labelledby={pagesHeadingId}>
              <h3 id={pagesHeadingId} className="block-search__group">
                {t('site.search.pages', { count: pages.length })}
              </h3>
              <ol className="block-search__hits">
                {pages.map((hit) => (
                  <li key={hit.id} className="search-hit">
                    <h4 className="search-hit__title">
                      <a href={hit.href}>{hit.title}</a>
                    </h4>
                    <p className="search-hit__excerpt">
                      {hit.excerpt.map((part, index) =>
                        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                      )}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {offers ? (
            <section className="block-search__offers" aria-labelledby={offersHeadingId}>
              <h3 id={offersHeadingId} className="block-search__group">
                {t('site.search.offers', { count: offers.total })}
              </h3>
              <ul className="search-offers">
                {offers.hits.map((offer) => (
                  <li key={offer.id} className="search-offer">
                    <a className="search-offer__title" href={offer.href}>
                      {offer.title}
                    </a>
                    {offer.place ? <span className="search-offer__place">{offer.place}</span> : null}
                  </li>
                ))}
              </ul>
              {offers.total > offers.hits.length ? (
                <a className="search-offers__all" href={offers.allHref}>
                  {t('site.search.allOffers', { count: offers.total, keyword: results.keyword })}
                </a>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
