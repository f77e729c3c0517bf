'use client';
import { useEffect, useRef, useState } from 'react';
import { useModule } from '../hooks/context.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { listKey } from '../lib/autocomplete.ts';
import { selectTransition, type SelectEvent, type SelectState } from '../lib/filters.ts';
import { RADIUS_SELECT_OPTIONS, selectRadius } from '../lib/form-limits.ts';

/**
 * The custom select list of SPEC §4.8 (closed / opened) for the radius (§5.2): a button with a listbox, keyboard
 * like the autocomplete; choosing '-' clears the field. The value is posted through a hidden field. Until the
 * module is hydrated (and without JavaScript) it is a native select of the same name, so the GET form posts it.
 */
export function RadiusSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t, idPrefix } = useModule();
  const hydrated = useHydrated();
  const id = `${idPrefix}-radius`;
  const [state, setState] = useState<SelectState>('closed');
  const [highlighted, setHighlighted] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const options = RADIUS_SELECT_OPTIONS;
  const labelOf = (option: string) =>
    option === '-' || option === ''
      ? t('recruiting.search.radiusAny')
      : t('recruiting.search.radiusKm', { radius: option });

  const send = (event: SelectEvent) => {
    setState((current) => {
      const transition = selectTransition(current, event);
      if (timer.current && (transition.cancelTimer || transition.after || transition.state !== current))
        clearTimeout(timer.current);
      if (transition.after) timer.current = setTimeout(() => send(transition.after!.event), transition.after.delayMs);
      return transition.state;
    });
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const choose = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    onChange(selectRadius(option));
    send('select');
    buttonRef.current?.focus();
  };
  const current = value === '' || value === '0' ? '-' : value;

  if (!hydrated) {
    return (
      <div className="recruiting-field recruiting-select">
        <label htmlFor={id} className="recruiting-field__label">
          {t('recruiting.search.radius')}
        </label>
        <select
          id={id}
          name="radius"
          className="recruiting-select__button recruiting-select__native"
          defaultValue={current === '-' ? '' : current}
        >
          {options.map((option) => (
            <option key={option} value={option === '-' ? '' : option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className="recruiting-field recruiting-select" onFocus={() => send('focusIn')} onBlur={() => send('focusOut')}>
      <span id={`${id}-label`} className="recruiting-field__label">
        {t('recruiting.search.radius')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        id={id}
        className="recruiting-select__button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={state === 'opened'}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label`}
        aria-activedescendant={state === 'opened' && highlighted >= 0 ? `${id}-opt-${highlighted}` : undefined}
        onClick={() => {
          setHighlighted(Math.max(0, options.indexOf(current)));
          send('toggle');
        }}
        onKeyDown={(event) => {
          if (state !== 'opened') {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setHighlighted(Math.max(0, options.indexOf(current)));
              send('open');
            }
            return;
          }
          if (event.key === 'Escape') {
            event.preventDefault();
            send('escape');
            return;
          }
          if (event.key === 'Tab') {
            send('close');
            return;
          }
          const result = listKey(event.key, highlighted, options.length);
          if (result.kind === 'highlight') {
            event.preventDefault();
            setHighlighted(result.index);
          } else if (result.kind === 'pick') {
            event.preventDefault();
            choose(result.index);
          }
        }}
      >
        {labelOf(current)}
      </button>
      <input type="hidden" name="radius" value={value} />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="recruiting-select__list"
        hidden={state !== 'opened'}
        tabIndex={-1}
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={option === current}
            data-highlighted={index === highlighted || undefined}
            className="recruiting-select__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {labelOf(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
