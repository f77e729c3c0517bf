'use client';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Branch, SearchResponse } from '@meridian/contracts';
import { showToast } from '@meridian/site-kit/toasts';
import { useModule } from '../hooks/context.ts';
import { useDetail, type DetailHistory } from '../hooks/useDetail.ts';
import { SavedOffersContext, useSavedOffers } from '../hooks/useSavedOffers.ts';
import { offerHref } from '../lib/detail-location.ts';
import { savedOfferSnapshot } from '../lib/saved-offers.ts';
import { useFacetLists } from '../hooks/useFacetLists.ts';
import { initialSearchState, useSearch } from '../hooks/useSearch.ts';
import { branchDisplayName } from '../lib/format.ts';
import { listFieldFacets, parseListFields } from '../lib/list-fields.ts';
import { searchFormTarget, type ListLinks } from '../lib/links.ts';
import { branchCity, branchGeocodingText, missingEntryNotifications } from '../lib/search-state.ts';
import type { CityValue, SearchCriteria } from '../lib/types.ts';
import type { FilterGroup } from '../lib/variants.ts';
import { removeQueryParam, writeCareerQuery, type CareerPageParams } from '../lib/url-params.ts';
import { DetailLayer } from './DetailLayer.tsx';
import { BranchBanner, FreelancerLinks, InitiativeApplication } from './Extras.tsx';
import { JobAgentForm } from './JobAgentForm.tsx';
import { FilterBar } from './FilterBar.tsx';
import { FilterPanel, useFilterPanel, usePanelGroups } from './FilterPanel.tsx';
import { ResultList } from './ResultList.tsx';
import { SavedOffersStatus } from './SaveOfferButton.tsx';
import { SearchForm } from './SearchForm.tsx';

interface Props {
  params: CareerPageParams;
  initialJobId: number | null;
  serverList: SearchResponse | null;
  detailHistory?: DetailHistory;
  serverCriteria?: SearchCriteria | null;
}

/** List mode (SPEC §2.13): the configured components around the result list, plus the detail layer. */
export function ListModule({ params, initialJobId, serverList, serverCriteria = null, detailHistory }: Props) {
  const module = useModule();
  const { config, rules, t, client } = module;
  const components = config.listComponents;
  const [state, dispatch] = useSearch(module, () =>
    initialSearchState(
      module,
      { criteria: params.criteria, hasQueryString: params.hasQueryString, offset: params.offset },
      serverList,
      serverCriteria,
    ),
  );
  const listQueryRef = useRef(
    params.hasQueryString
      ? writeCareerQuery(params.criteria, config, rules, {
          tradeFair: params.tradeFair,
          messemodus: params.messemodus,
          utm: params.utm,
        })
      : '',
  );
  const detail = useDetail(
    module,
    state.matches,
    initialJobId,
    useCallback(() => listQueryRef.current, []),
    detailHistory,
  );
  const saved = useSavedOffers(module.savedOffers, t);
  // An offer as a bookmark keeps: its snapshot and its URL as this instance opens it (a path, or on a partner page
  // the page with the offer parameter).
  const snapshotOf = useCallback(
    (offer: Parameters<typeof savedOfferSnapshot>[0] & { urlpart: string }) =>
      savedOfferSnapshot(
        offer,
        offerHref(
          offer,
          config,
          { active: false },
          detailHistory?.routing ?? { kind: 'path' },
          window.location,
          detailHistory?.instance ?? null,
        ),
        new Date(),
      ),
    [config, detailHistory],
  );
  const panel = useFilterPanel(rules);
  const sectionRef = useRef<HTMLElement>(null);
  // Additional list fields (SPEC §3.10): unknown names are ignored here (the CMS block refuses them).
  const listFields = useMemo(() => parseListFields(config.additionalListFields).fields, [config.additionalListFields]);
  // One set of facet lists for the filter panel and the names of the additional list fields.
  const facetGroups = useMemo(() => {
    const groups: FilterGroup[] = components.includes('filter') ? [...rules.filterGroups] : [];
    for (const group of listFieldFacets(listFields)) if (!groups.includes(group)) groups.push(group);
    return groups;
  }, [components, rules.filterGroups, listFields]);
  const lists = useFacetLists(facetGroups);
  const filters = usePanelGroups(state, lists);
  // The links the server renders for the module's controls (they work without JavaScript).
  const links: ListLinks = {
    config,
    rules,
    tradeFair: params.tradeFair,
    messemodus: params.messemodus,
    utm: params.utm,
  };

  // Branch page (location ≠ '0', SPEC §4.4) and the branch-selected banner (§2.12): the branch's name and city.
  const [branch, setBranch] = useState<{ name: string; city: CityValue | null } | null>(null);
  const branchId = state.criteria.branch;
  useEffect(() => {
    if (!branchId || branchId === '0' || branchId.includes(',')) {
      setBranch(null);
      return;
    }
    let cancelled = false;
    void client.branches(branchId).then(async (branches: Branch[] | null) => {
      const first = branches?.[0];
      if (cancelled || !first) return;
      const [refined] = await client.geocode(branchGeocodingText(first));
      if (cancelled) return;
      const city = branchCity(
        branches,
        refined && refined.lat !== null && refined.lon !== null
          ? ({ geometry: { coordinates: [refined.lon, refined.lat] } } as never)
          : null,
      );
      setBranch({ name: branchDisplayName(first.name), city });
    });
    return () => {
      cancelled = true;
    };
  }, [branchId, client]);

  // Page opened for an entry without metadata (SPEC §8.3): info at once, 'site not available' after the list.
  // Once per mount: the notes belong to how the page was entered, not to later configuration.
  const notifyMissingEntry = useEffectEvent(() => {
    const notes = missingEntryNotifications(config);
    if (!notes) return;
    showToast({
      type: notes.atOnce.type,
      headline: t(notes.atOnce.headline),
      text: t(notes.atOnce.text),
      duration: notes.atOnce.duration,
    });
    const timer = setTimeout(
      () =>
        showToast({
          type: notes.afterList.type,
          headline: t(notes.afterList.headline),
          text: t(notes.afterList.text),
          duration: notes.afterList.duration,
        }),
      0,
    );
    return () => clearTimeout(timer);
  });
  useEffect(() => notifyMissingEntry(), []);

  const queryOf = (criteria: SearchCriteria) =>
    writeCareerQuery(criteria, config, rules, {
      tradeFair: params.tradeFair,
      messemodus: params.messemodus,
      utm: params.utm,
    });
  const searchHref = (criteria: SearchCriteria) => {
    const query = queryOf(criteria);
    return `${window.location.pathname}${query ? `?${query}` : ''}`;
  };
  const runSearch = (criteria: SearchCriteria) => {
    const query = queryOf(criteria);
    listQueryRef.current = query;
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
    dispatch({ type: 'search', criteria });
  };

  const onSubmit = (criteria: SearchCriteria) => {
    const target = searchFormTarget(criteria, config, rules, {
      listOnPage: components.includes('list'),
      tradeFair: params.tradeFair,
      messemodus: params.messemodus,
      utm: params.utm,
    });
    if (target.kind === 'navigate') window.location.assign(target.href);
    else runSearch(criteria);
  };

  const clearBranch = () => {
    const next = { ...state.criteria, branch: '0' };
    const query = removeQueryParam(window.location.search, 'branch');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    listQueryRef.current = query;
    dispatch({ type: 'search', criteria: next });
  };

  const sections = ['search', 'filter', 'list', 'metainfo'] as const;
  return (
    <SavedOffersContext.Provider value={saved}>
      <section
        ref={sectionRef}
        className="recruiting-list-module"
        aria-label={t('recruiting.search.label')}
        data-missing={sections.filter((name) => !components.includes(name)).join(' ') || undefined}
        data-panel={panel.phase}
      >
        {components.includes('search') ? (
          <SearchForm
            criteria={state.criteria}
            onSubmit={onSubmit}
            onAdjust={components.includes('filter') ? panel.open : undefined}
            filterPanelId={panel.id}
          />
        ) : null}
        {state.criteria.branch !== '0' && config.location === '0' ? (
          <BranchBanner
            name={branch?.name ?? branchDisplayName(state.matches[0]?.sniederlassungbez) ?? ''}
            onClear={clearBranch}
          />
        ) : null}
        <div className="recruiting-list-module__body">
          {components.includes('filter') ? (
            <FilterPanel
              panel={panel}
              state={state}
              groups={filters.groups}
              active={filters.active}
              onChange={runSearch}
              links={links}
            />
          ) : null}
          <div className="recruiting-list-module__results">
            <ResultList
              state={state}
              onLoadMore={() => dispatch({ type: 'loadMore' })}
              onOpen={detail.open}
              onSearch={runSearch}
              searchHref={searchHref}
              branchCity={branch?.city ?? null}
              listFields={listFields}
              lists={lists}
              links={links}
              snapshotOf={snapshotOf}
            />
            <JobAgentForm criteria={state.criteria} />
            {components.includes('initiativeapplication') ? <InitiativeApplication /> : null}
            <FreelancerLinks branchCity={branch?.city ?? state.criteria.city} />
          </div>
        </div>
        <FilterBar panel={panel} count={filters.active} moduleRef={sectionRef} />
        <DetailLayer
          detail={detail}
          matches={state.matches}
          totalFound={state.totalFound}
          pageSize={state.pageSize}
          offset={state.offset}
          criteria={state.criteria}
          links={links}
          snapshotOf={snapshotOf}
        />
        <SavedOffersStatus />
      </section>
    </SavedOffersContext.Provider>
  );
}
