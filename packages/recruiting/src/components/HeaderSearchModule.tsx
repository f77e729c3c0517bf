'use client';
import type { MessageTree } from '../lib/translate.ts';
import type { RecruitingConfig } from '../lib/types.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';

/**
 * The module in header mode only (SPEC §2.11), for the site header of every page: an entry of its own, so that a
 * page without a result list loads the search box and not the list, filters and detail layer.
 */
export function HeaderSearchModule({ config, messages }: { config: RecruitingConfig; messages: MessageTree }) {
  return (
    <ModuleFrame config={config} messages={messages} initialQuery="" savedOffers={null}>
      {() => <HeaderSearch />}
    </ModuleFrame>
  );
}
