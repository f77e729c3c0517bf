'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { headerHeight, initialHeaderState, nextHeaderState } from './header.ts';

/**
 * Brand B header (SPEC §4.11, §9.5): sticky at the top, slid out of view (transform only, so nothing below
 * moves) when the page scrolls down past the header height, back in when it scrolls up more than 25 px.
 * Scroll handling is throttled to one update per animation frame. Keyboard focus inside shows it.
 */
export function HideOnScrollHeader({ className, children }: { className?: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const state = useRef(initialHeaderState());
  const height = useRef(0);

  useEffect(() => {
    const measure = () => {
      height.current = headerHeight(Number.parseFloat(getComputedStyle(document.body).fontSize));
    };
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = nextHeaderState(state.current, window.scrollY, height.current);
      if (next !== state.current) {
        state.current = next;
        setHidden(next.hidden);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    measure();
    state.current = initialHeaderState(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header
      className={className}
      data-header="hide-on-scroll"
      data-hidden={hidden || undefined}
      onFocusCapture={() => {
        if (!state.current.hidden) return;
        state.current = { ...state.current, hidden: false, turnY: state.current.lastY };
        setHidden(false);
      }}
    >
      {children}
    </header>
  );
}
