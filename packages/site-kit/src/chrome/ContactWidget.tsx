'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CONTACT_WIDGET_APPEAR_MS,
  contactWidgetExpanded,
  contactWidgetTransition,
  type ContactWidgetEvent,
  type ContactWidgetState,
} from './contact-widget.ts';

export interface ContactChannel {
  kind: 'phone' | 'email' | 'whatsapp' | 'link';
  /** What the visitor reads (the number, address or link text). */
  label: string;
  href: string;
}

export interface ContactWidgetTexts {
  toggle: string;
  heading: string;
  close: string;
  hours: string;
  kinds: Record<ContactChannel['kind'], string>;
}

/**
 * Brand B contact widget (SPEC §4.7): a disclosure at the bottom corner. hidden → close after 1 s; a click
 * opens it (opening, open after 200 ms) and closes it (closing, close after 200 ms). Escape closes it and
 * returns focus to its button.
 */
export function ContactWidget({
  channels,
  hours,
  texts,
}: {
  channels: ContactChannel[];
  hours: string | null;
  texts: ContactWidgetTexts;
}) {
  const [state, setState] = useState<ContactWidgetState>('hidden');
  const stateRef = useRef<ContactWidgetState>('hidden');
  const timer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const dispatch = useCallback((event: ContactWidgetEvent) => {
    const { state: next, after } = contactWidgetTransition(stateRef.current, event);
    if (next === stateRef.current) return;
    stateRef.current = next;
    setState(next);
    window.clearTimeout(timer.current);
    if (after) timer.current = window.setTimeout(() => dispatch(after.event), after.ms);
  }, []);

  useEffect(() => {
    const appear = window.setTimeout(() => dispatch('appear'), CONTACT_WIDGET_APPEAR_MS);
    return () => {
      window.clearTimeout(appear);
      window.clearTimeout(timer.current);
    };
  }, [dispatch]);

  const expanded = contactWidgetExpanded(state);
  return (
    <aside
      className="contact-widget"
      data-state={state}
      hidden={state === 'hidden'}
      aria-labelledby={`${id}-toggle`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && (stateRef.current === 'open' || stateRef.current === 'opening')) {
          event.stopPropagation();
          dispatch('close');
          button.current?.focus();
        }
      }}
    >
      <div id={`${id}-panel`} className="contact-widget__panel" hidden={state === 'close' || state === 'hidden'}>
        <h2 className="contact-widget__heading">{texts.heading}</h2>
        <ul className="contact-widget__channels">
          {channels.map((channel, index) => (
            <li
              key={`${channel.kind}-${index}`}
              className={`contact-widget__channel contact-widget__channel--${channel.kind}`}
            >
              <span className="contact-widget__kind">{texts.kinds[channel.kind]}</span>
              <a
                href={channel.href}
                {...(channel.kind === 'whatsapp' || channel.kind === 'link'
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
              >
                {channel.label}
              </a>
            </li>
          ))}
        </ul>
        {hours ? (
          <div className="contact-widget__hours">
            <h3>{texts.hours}</h3>
            <p>{hours}</p>
          </div>
        ) : null}
      </div>
      <button
        ref={button}
        id={`${id}-toggle`}
        type="button"
        className="contact-widget__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={() => dispatch('toggle')}
      >
        <span className="contact-widget__icon" aria-hidden="true" />
        <span>{texts.toggle}</span>
      </button>
    </aside>
  );
}
