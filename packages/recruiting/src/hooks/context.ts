import { createContext, useContext } from 'react';
import type { ApiClient } from '../client/api.ts';
import type { SavedOffersStore } from '../client/saved-offers.ts';
import type { Translate } from '../lib/format.ts';
import type { RecruitingConfig } from '../lib/types.ts';
import type { UtmParams } from '../lib/url-params.ts';
import type { VariantRules } from '../lib/variants.ts';

/** What every component of one module instance shares. */
export interface ModuleContext {
  config: RecruitingConfig;
  rules: VariantRules;
  t: Translate;
  client: ApiClient;
  lang: string;
  tradeFair: boolean;
  messemodus: string;
  utm: UtmParams;
  /** Prefix for element ids, unique per instance. */
  idPrefix: string;
  /** Where the bookmarks of this instance are kept (null: no bookmark buttons). */
  savedOffers: SavedOffersStore | null;
}

export const RecruitingContext = createContext<ModuleContext | null>(null);

export function useModule(): ModuleContext {
  const value = useContext(RecruitingContext);
  if (!value) throw new Error('recruiting components need <RecruitingModule>');
  return value;
}
