'use client';
import type { OfferDetailResponse, SearchResponse } from '@meridian/contracts';
import type { SavedOffersStore } from '../client/saved-offers.ts';
import type { DetailHistory } from '../hooks/useDetail.ts';
import type { MessageTree } from '../lib/translate.ts';
import type { RecruitingConfig, SearchCriteria } from '../lib/types.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LinkMode } from './LinkMode.tsx';
import { ListModule } from './ListModule.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';

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
  /** Offer URLs and the instance's name when a page holds several (the standalone embed); default: paths. */
  detailHistory?: DetailHistory;
  /** The search the server ran for `serverList` (its city geocoded); the browser hydrates from it. */
  serverCriteria?: SearchCriteria | null;
  /**
   * Where bookmarked offers are kept: a site passes its account's store for a signed-in visitor (the module knows
   * no account); without it the browser's own list (localStorage); null: no bookmark buttons.
   */
  savedOffers?: SavedOffersStore | null;
}

/** One instance of the recruiting module (SPEC §1): link, header or list mode from the configuration (§3.10). */
export function RecruitingModule({
  config,
  messages,
  initialQuery,
  initialJobId = null,
  serverList = null,
  serverCriteria = null,
  detailHistory,
  savedOffers,
}: RecruitingModuleProps) {
  return (
    <ModuleFrame config={config} messages={messages} initialQuery={initialQuery} savedOffers={savedOffers}>
      {(params) =>
        config.mode === 'link' ? (
          <LinkMode />
        ) : config.mode === 'header' ? (
          <HeaderSearch />
        ) : (
          <ListModule
            params={params}
            initialJobId={initialJobId}
            serverList={serverList}
            serverCriteria={serverCriteria}
            detailHistory={detailHistory}
          />
        )
      }
    </ModuleFrame>
  );
}

export type { OfferDetailResponse };
