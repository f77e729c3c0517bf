import { getTranslator } from '@meridian/i18n';
import { KEYWORD_MAX_LENGTH } from '@meridian/site-kit/site-search';
import { PREVIEW_PARAM } from '@/lib/preview-token';
import type { SearchResultsBlock } from '@/payload-types';
import type { BlockContext } from '../context';

/** Search form and hits (the search itself ran on the server, see `sites/site-search.ts`). */
export function SearchResultsComponent({ block, context }: { block: SearchResultsBlock; context: BlockContext }) {
  const t = getTranslator(context.locale.lang, context.voice);
  const search = context.search ?? { state: 'prompt' as const, keyword: '' };
  const fieldId = `search-keyword-${block.id ?? 'results'}`;
  return (
    <section className="block-search container">
      {block.intro ? <p className="block-search__intro">{block.intro}</p> : null}
      <form className="block-search__form" role="search" method="get" aria-label={t('site.search.label')}>
        <label htmlFor={fieldId}>{t('site.search.field')}</label>
        <div className="block-search__row">
          <input id={fieldId} type="search" name="keyword" defaultValue={search.keyword} maxLength={KEYWORD_MAX_LENGTH} autoComplete="off" />
          {context.preview ? <input type="hidden" name={PREVIEW_PARAM} value={context.preview} /> : null}
          <button type="submit">{t('site.search.submit')}</button>
        </div>
      </form>
      <div className="block-search__status" role="status">
        {search.state === 'prompt' ? <p>{t('site.search.prompt')}</p> : null}
        {search.state === 'invalid' ? <p className="block-search__error">{t('site.search.invalid', { max: KEYWORD_MAX_LENGTH })}</p> : null}
        {search.state === 'results' && search.hits.length === 0 ? (
          <>
            <h2 className="block-search__heading">{t('site.search.empty', { keyword: search.keyword })}</h2>
            <p>{t('site.search.emptyHint')}</p>
          </>
        ) : null}
        {search.state === 'results' && search.hits.length > 0 ? (
          <h2 className="block-search__heading">{t('site.search.results', { count: search.hits.length, keyword: search.keyword })}</h2>
        ) : null}
      </div>
      {search.state === 'results' && search.hits.length > 0 ? (
        <ol className="block-search__hits">
          {search.hits.map((hit) => (
            <li key={hit.id} className="search-hit">
              <h3 className="search-hit__title">
                <a href={hit.href}>{hit.title}</a>
              </h3>
              <p className="search-hit__excerpt">
                {hit.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
