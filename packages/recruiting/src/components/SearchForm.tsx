'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useModule } from '../hooks/context.ts';
import type { CityFieldState } from '../lib/autocomplete.ts';
import { applyFormValues, FORM_LIMITS, limitField } from '../lib/form-limits.ts';
import type { SearchCriteria } from '../lib/types.ts';
import { CityCombobox } from './CityCombobox.tsx';
import { RadiusSelect } from './RadiusSelect.tsx';

const cityField = (criteria: SearchCriteria): CityFieldState =>
  criteria.city ? { text: criteria.city.name, lat: criteria.city.lat, lon: criteria.city.lon } : { text: '', lat: null, lon: null };

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
  const { config, rules, t, idPrefix } = useModule();
  const [keyword, setKeyword] = useState(criteria.keyword);
  const [city, setCity] = useState<CityFieldState>(() => cityField(criteria));
  const [radius, setRadius] = useState(criteria.radius === rules.defaultRadius ? '' : criteria.radius);
  // The criteria change from outside (filters, branch reset) keep the typed fields; a new URL search resets them.
  useEffect(() => setKeyword(criteria.keyword), [criteria.keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(applyFormValues(criteria, { keyword, city: city.text, radius }, { lat: city.lat, lon: city.lon }, rules));
  };

  return (
    <form className="recruiting-search" role="search" action={config.maincareer || undefined} method="get" onSubmit={submit}>
      <div className="recruiting-field">
        <label htmlFor={`${idPrefix}-keyword`}>{t('recruiting.search.keyword')}</label>
        <input
          id={`${idPrefix}-keyword`}
          name="search"
          type="search"
          maxLength={FORM_LIMITS.keyword}
          placeholder={t('recruiting.search.keywordPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(limitField('keyword', event.target.value))}
        />
      </div>
      <CityCombobox value={city} onChange={setCity} label={t('recruiting.search.city')} />
      <RadiusSelect value={radius} onChange={setRadius} />
      <div className="recruiting-search__actions">
        <button type="submit" className="recruiting-button recruiting-button--primary">
          {t('recruiting.search.submit')}
        </button>
        {onAdjust ? (
          <button type="button" className="recruiting-button" aria-controls={filterPanelId} onClick={onAdjust}>
            {t('recruiting.search.adjust')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
