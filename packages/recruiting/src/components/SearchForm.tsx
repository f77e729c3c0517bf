'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useModule } from '../hooks/context.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import type { CityFieldState } from '../lib/autocomplete.ts';
import { applyFormValues, formRadius } from '../lib/form-limits.ts';
import type { RecruitingConfig, SearchCriteria } from '../lib/types.ts';
import { writeCareerQuery, type UtmParams } from '../lib/url-params.ts';
import type { VariantRules } from '../lib/variants.ts';
import { CityCombobox } from './CityCombobox.tsx';
import { KeywordCombobox } from './KeywordCombobox.tsx';
import { RadiusSelect } from './RadiusSelect.tsx';

/** The query parameters of a search that the form's own fields do not carry (filters, branch, trade fair, UTM). */
const keptFields = (
  criteria: SearchCriteria,
  config: RecruitingConfig,
  rules: VariantRules,
  page: { tradeFair: boolean; messemodus: string; utm: UtmParams },
) =>
  [
    ...new URLSearchParams(
      writeCareerQuery({ ...criteria, keyword: '', city: null, radius: rules.defaultRadius }, config, rules, page),
    ),
  ].filter(([name]) => name !== 'search');

const cityField = (criteria: SearchCriteria): CityFieldState =>
  criteria.city
    ? { text: criteria.city.name, lat: criteria.city.lat, lon: criteria.city.lon }
    : { text: '', lat: null, lon: null };

interface Props {
  criteria: SearchCriteria;
  onSubmit: (criteria: SearchCriteria) => void;
  /** 'adjust search' opens the filters (SPEC §2.10). */
  onAdjust?: () => void;
  filterPanelId?: string;
}

/**
 * The search form (SPEC §2.10, §5.2). Without JavaScript it is a plain GET form to the career page (the server
 * searches); with it, the submit searches in place or navigates as `searchFormTarget` says.
 */
export function SearchForm({ criteria, onSubmit, onAdjust, filterPanelId }: Props) {
  const module = useModule();
  const { config, rules, t } = module;
  const hydrated = useHydrated();
  const [keyword, setKeyword] = useState(criteria.keyword);
  const [city, setCity] = useState<CityFieldState>(() => cityField(criteria));
  // The radius the search applies, as the select shows it (SPEC §4.5, §5.2): the radius filter writes the same
  // criteria, so the form follows every filter change (checked, unchecked → the default, reset) and a submit keeps it.
  // Every search (a new criteria object) sets it again, so a radius the search dropped (no city) leaves the select too.
  const [radius, setRadius] = useState(() => formRadius(criteria, rules));
  // The criteria change from outside (filters, branch reset) keep the typed fields; a new URL search resets them.
  useEffect(() => setKeyword(criteria.keyword), [criteria.keyword]);
  useEffect(() => setRadius(formRadius(criteria, rules)), [criteria, rules]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(applyFormValues(criteria, { keyword, city: city.text, radius }, { lat: city.lat, lon: city.lon }, rules));
  };

  return (
    <form
      className="recruiting-search"
      role="search"
      action={config.maincareer || undefined}
      method="get"
      onSubmit={submit}
    >
      <KeywordCombobox
        value={keyword}
        onChange={setKeyword}
        criteria={criteria}
        onPick={(title) =>
          onSubmit(
            applyFormValues(
              criteria,
              { keyword: title, city: city.text, radius },
              { lat: city.lat, lon: city.lon },
              rules,
            ),
          )
        }
      />
      <CityCombobox value={city} onChange={setCity} label={t('recruiting.search.city')} />
      <RadiusSelect value={radius} onChange={setRadius} />
      {/* Without JavaScript the filters, branch and trade-fair state go along as the in-place search keeps them. */}
      {hydrated
        ? null
        : keptFields(criteria, config, rules, module).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
      <div className="recruiting-search__actions">
        <button type="submit" className="recruiting-button recruiting-button--primary">
          {t('recruiting.search.submit')}
        </button>
        {onAdjust && hydrated ? (
          <button type="button" className="recruiting-button" aria-controls={filterPanelId} onClick={onAdjust}>
            {t('recruiting.search.adjust')}
          </button>
        ) : onAdjust && filterPanelId ? (
          // Without JavaScript: a link to the panel (shown by :target where it starts hidden).
          <a className="recruiting-button" href={`#${filterPanelId}`}>
            {t('recruiting.search.adjust')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
