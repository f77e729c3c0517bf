'use client';
import { useEffect, useRef, useState } from 'react';
import { useModule } from '../hooks/context.ts';
import {
  AUTOCOMPLETE_CLOSE_DELAY_MS,
  geocodingQuery,
  highlightPrefix,
  listKey,
  onCityBlur,
  onCityInput,
  pickSuggestion,
  type CityFieldState,
  type CityFieldType,
  type Suggestion,
} from '../lib/autocomplete.ts';
import { FORM_LIMITS } from '../lib/form-limits.ts';

/** Event debounce (SPEC §9.3) before asking the geocoding endpoint. */
const DEBOUNCE_MS = 125;

interface Props {
  value: CityFieldState;
  onChange: (value: CityFieldState) => void;
  fieldType?: CityFieldType;
  label: string;
  placeholder?: string;
  name?: string;
  idSuffix?: string;
}

/**
 * City input with geocoding autocomplete (SPEC §5.3) as an ARIA 1.2 combobox: up/down move the highlight with
 * wrap-around, Enter picks it, Tab picks the first, Escape closes; the list closes 250 ms after focus-out. The
 * coordinates go into a hidden field next to it.
 */
export function CityCombobox({
  value,
  onChange,
  fieldType = 'full',
  label,
  placeholder,
  name = 'city',
  idSuffix = 'city',
}: Props) {
  const { client, idPrefix } = useModule();
  const id = `${idPrefix}-${idSuffix}`;
  const listId = `${id}-list`;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestionsRef = useRef<Suggestion[]>([]);
  suggestionsRef.current = suggestions;
  const typedRef = useRef(false);

  useEffect(() => {
    if (!typedRef.current) return;
    const query = geocodingQuery(value.text);
    if (query === null || value.lat !== null) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await client.geocode(value.text, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions(found);
      setHighlighted(-1);
      setOpen(found.length > 0);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value.text, value.lat, client]);

  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  const pick = (index: number) => {
    const suggestion = suggestionsRef.current[index];
    if (!suggestion) return;
    typedRef.current = false;
    onChange(pickSuggestion(suggestion, fieldType));
    setOpen(false);
    setHighlighted(-1);
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="recruiting-field recruiting-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        maxLength={FORM_LIMITS.city}
        placeholder={placeholder}
        value={value.text}
        onChange={(event) => {
          typedRef.current = true;
          onChange(onCityInput(event.target.value));
        }}
        onFocus={() => {
          if (closeTimer.current) clearTimeout(closeTimer.current);
          if (suggestions.length > 0 && value.lat === null) setOpen(true);
        }}
        onBlur={() => {
          onChange(onCityBlur(value, suggestionsRef.current, fieldType));
          closeTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_CLOSE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (!expanded && event.key !== 'ArrowDown') return;
          if (!expanded) {
            if (suggestions.length > 0) setOpen(true);
            return;
          }
          const result = listKey(event.key, highlighted, suggestions.length);
          if (result.kind === 'highlight') {
            event.preventDefault();
            setHighlighted(result.index);
          } else if (result.kind === 'pick') {
            if (event.key === 'Enter') event.preventDefault();
            pick(result.index);
          } else if (result.kind === 'close') {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <input
        type="hidden"
        name="coordinates"
        value={value.lat !== null && value.lon !== null ? `${value.lat};${value.lon}` : ''}
        data-testid="city-coordinates"
      />
      <ul id={listId} role="listbox" aria-label={label} className="recruiting-combobox__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.fullName}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className="recruiting-combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {highlightPrefix(fieldType === 'short' ? suggestion.shortName : suggestion.fullName, value.text).map(
              (segment, part) =>
                segment.bold ? <b key={part}>{segment.text}</b> : <span key={part}>{segment.text}</span>,
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
