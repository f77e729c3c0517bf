'use client';
import { useId, useMemo } from 'react';
import type { OfferDetailResponse, SearchResponse } from '@meridian/contracts';
import { createApiClient } from '../client/api.ts';
import { RecruitingContext, type ModuleContext } from '../hooks/context.ts';
import { createTranslate, type MessageTree } from '../lib/translate.ts';
import { normalizeLang } from '../lib/format.ts';
import type { RecruitingConfig } from '../lib/types.ts';
import { readCareerParams } from '../lib/url-params.ts';
import { getVariant } from '../lib/variants.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LinkMode } from './LinkMode.tsx';
import { ListModule } from './ListModule.tsx';

export interface RecruitingModuleProps {
  config: RecruitingConfig;
  /** The catalogue's `recruiting` and `layer` texts in the page language (`recruitingMessages`). */
  messages: MessageTree;
  /** The page URL's query string at render time (the server's request; `location.search` in an embed). */
  initialQuery: string;
  /** Job id of a detail URL ({maincareer}/{jobId}/{urlpart}): the layer starts open. */
  initialJobId?: number | null;
  /** Results the server rendered for a URL with a query string (no-JS search, first paint). */
  serverList?: SearchResponse | null;
}

/** One instance of the recruiting module (SPEC §1): link, header or list mode from the configuration (§3.10). */
export function RecruitingModule({ config, messages, initialQuery, initialJobId = null, serverList = null }: RecruitingModuleProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const rules = getVariant(config.variant);
  const params = useMemo(() => readCareerParams(initialQuery, config, rules), [initialQuery, config, rules]);
  const module = useMemo<ModuleContext>(() => {
    const lang = normalizeLang(config.language);
    return {
      config,
      rules,
      t: createTranslate(messages, lang),
      client: createApiClient(config, rules),
      lang,
      tradeFair: params.tradeFair,
      messemodus: params.messemodus,
      utm: params.utm,
      idPrefix: `rec${idPrefix}`,
    };
  }, [config, rules, messages, params, idPrefix]);

  return (
    <RecruitingContext.Provider value={module}>
      <div
        className={`recruiting recruiting--${config.mode}`}
        data-variant={rules.id}
        data-mode={config.mode}
        data-trade-fair={params.tradeFair || undefined}
      >
        {config.mode === 'link' ? <LinkMode /> : config.mode === 'header' ? <HeaderSearch /> : <ListModule params={params} initialJobId={initialJobId} serverList={serverList} />}
      </div>
    </RecruitingContext.Provider>
  );
}

export type { OfferDetailResponse };
