'use client';
import { useId, useMemo, type ReactNode } from 'react';
import { createApiClient } from '../client/api.ts';
import { localSavedOffers, type SavedOffersStore } from '../client/saved-offers.ts';
import { RecruitingContext, type ModuleContext } from '../hooks/context.ts';
import { createTranslate, type MessageTree } from '../lib/translate.ts';
import { normalizeLang } from '../lib/format.ts';
import type { RecruitingConfig } from '../lib/types.ts';
import { readCareerParams, type CareerPageParams } from '../lib/url-params.ts';
import { getVariant } from '../lib/variants.ts';

/**
 * The frame every instance of the module shares (SPEC §1, §3.10): the configuration, translator and API client
 * as context, and the wrapper element with its variant and mode. The entries (RecruitingModule for every mode,
 * HeaderSearchModule for the site header alone) only choose what goes inside.
 */
export function ModuleFrame({
  config,
  messages,
  initialQuery,
  savedOffers,
  children,
}: {
  config: RecruitingConfig;
  messages: MessageTree;
  initialQuery: string;
  /** The bookmarks' store: a site's (its account), else the browser's own list; null for none. */
  savedOffers?: SavedOffersStore | null;
  children: (params: CareerPageParams) => ReactNode;
}) {
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
      savedOffers: savedOffers === undefined ? localSavedOffers() : savedOffers,
    };
  }, [config, rules, messages, params, idPrefix, savedOffers]);

  return (
    <RecruitingContext.Provider value={module}>
      <div
        className={`recruiting recruiting--${config.mode}`}
        data-variant={rules.id}
        data-mode={config.mode}
        data-trade-fair={params.tradeFair || undefined}
      >
        {children(params)}
      </div>
    </RecruitingContext.Provider>
  );
}
