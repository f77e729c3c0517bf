'use client';
import { useEffect, useRef, useState } from 'react';
import { useModule } from '../hooks/context.ts';
import { AUTOCOMPLETE_CLOSE_DELAY_MS, listKey } from '../lib/autocomplete.ts';
import { FORM_LIMITS, limitField } from '../lib/form-limits.ts';
import { markKeyword } from '../lib/highlight.ts';
import { suggestionText, type TitleSuggestion } from '../lib/keyword-suggestions.ts';
import type { SearchCriteria } from '../lib/types.ts';

/** Debounce before asking for suggestions, as for the city field (SPEC §9.3). */
const DEBOUNCE_MS = 125;

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: search for it at once. */
  onPick: (title: string) => void;
  /** The search the suggestions are counted in (its keyword is replaced by what is typed). */
  criteria: SearchCriteria;
}

/**
 * The keyword field with job-title suggestions from three letters on, an ARIA 1.2 combobox with the city field's
 * keyboard rules (SPEC §5.3): up/down move the highlight with wrap-around, Enter picks it (else submits the form),
 * Escape closes; the list closes 250 ms after focus-out. Each option names its title and how many offers a search
 * for it finds; choosing one searches for it.
 */
export function KeywordCombobox({ value, onChange, onPick, criteria }: Props) {
  const { client, idPrefix, t } = useModule();
  const id = `${idPrefix}-keyword`;
  const listId = `${id}-list`;
  const [suggestions, setSuggestions] = useState<TitleSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typedRef = useRef(false);
  const criteriaRef = useRef(criteria);
  criteriaRef.current = criteria;

  useEffect(() => {
    if (!typedRef.current) return;
    const text = suggestionText(value);
    if (text === null) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await client.suggestTitles(criteriaRef.current, text, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions(found);
      setHighlighted(-1);
      setOpen(found.length > 0);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, client]);

  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    typedRef.current = false;
    setOpen(false);
    setHighlighted(-1);
    onChange(suggestion.title);
    onPick(suggestion.title);
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="recruiting-field recruiting-combobox">
      <label htmlFor={id}>{t('recruiting.search.keyword')}</label>
      <input
        id={id}
        name="search"
        // text, not search: HTML allows role=combobox (and aria-expanded) on a text input only.
        type="text"
        enterKeyHint="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        maxLength={FORM_LIMITS.keyword}
        placeholder={t('recruiting.search.keywordPlaceholder')}
        value={value}
        onChange={(event) => {
          typedRef.current = true;
          // The highlight belonged to the text before: Enter now submits what is typed until new titles arrive.
          setHighlighted(-1);
          onChange(limitField('keyword', event.target.value));
        }}
        onFocus={() => {
          if (closeTimer.current) clearTimeout(closeTimer.current);
          if (suggestions.length > 0 && typedRef.current) setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_CLOSE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (!expanded) {
            if (event.key === 'ArrowDown' && suggestions.length > 0) {
              event.preventDefault();
              setOpen(true);
            }
            return;
          }
          // Tab leaves the field as usual: a title is only taken when chosen.
          if (event.key === 'Tab') return setOpen(false);
          const result = listKey(event.key, highlighted, suggestions.length);
          if (result.kind === 'highlight') {
            event.preventDefault();
            setHighlighted(result.index);
          } else if (result.kind === 'pick') {
            event.preventDefault();
            pick(result.index);
          } else if (result.kind === 'close') {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('recruiting.search.suggestions')}
        className="recruiting-combobox__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.title}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className="recruiting-combobox__option recruiting-combobox__option--count"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            <span className="recruiting-combobox__title">
              {markKeyword(suggestion.title, value).map((segment, part) =>
                segment.marked ? <b key={part}>{segment.text}</b> : <span key={part}>{segment.text}</span>,
              )}
            </span>{' '}
            <span className="recruiting-combobox__count">
              {t('recruiting.search.suggestionCount', { count: suggestion.count })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
