'use client';
import { useEffect, useState } from 'react';
import type { NamedEntity, RangeEntity, TargetGroupEntity } from '@meridian/contracts';
import { FACET_PRESET_FIELDS } from '../lib/filters.ts';
import type { FilterGroup } from '../lib/variants.ts';
import { useModule } from './context.ts';

/** Facet lists by group: the filter panel's options and the names of the additional list fields. */
export type FacetLists = { range?: RangeEntity[]; targetgroup?: TargetGroupEntity[] } & Partial<
  Record<Exclude<FilterGroup, 'range' | 'targetgroup'>, NamedEntity[]>
>;

/**
 * The facet lists of `groups`: the configured presets (the server fills them in, so the first render has them),
 * else one call per group (SPEC §7.3.4; the request builder skips groups with a preset). `groups` must be stable
 * between renders (memoised by the caller).
 */
export function useFacetLists(groups: readonly FilterGroup[]): FacetLists {
  const { config, client } = useModule();
  const [lists, setLists] = useState<FacetLists>(() => {
    const initial: Record<string, unknown[]> = {};
    for (const [group, preset] of Object.entries(FACET_PRESET_FIELDS)) {
      const value = config[preset];
      if (Array.isArray(value) && value.length > 0) initial[group] = value;
    }
    return initial as FacetLists;
  });
  useEffect(() => {
    if (groups.length === 0) return;
    let cancelled = false;
    void client.facetLists(groups).then((fetched) => {
      if (!cancelled && Object.keys(fetched).length > 0)
        setLists((current) => ({ ...current, ...fetched }) as FacetLists);
    });
    return () => {
      cancelled = true;
    };
  }, [client, groups]);
  return lists;
}
