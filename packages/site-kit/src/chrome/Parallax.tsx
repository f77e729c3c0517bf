'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { parallaxEnabled, parallaxOffset } from './parallax.ts';

/**
 * A frame whose image moves slower than the page (SPEC §9.5) — only when the image, at the frame's width,
 * is more than 50 px taller than the frame, and never with prefers-reduced-motion. `ratio` is the image's
 * height / width. Otherwise the image simply covers the frame.
 */
export function Parallax({ ratio, className, children }: { ratio: number; className?: string; children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let enabled = false;
    let overflow = 0;
    let pending = 0;
    const position = () => {
      pending = 0;
      if (!enabled) return;
      const rect = frame.getBoundingClientRect();
      frame.style.setProperty(
        '--parallax-offset',
        `${parallaxOffset(rect.top, rect.height, window.innerHeight, overflow)}px`,
      );
    };
    const measure = () => {
      const imageHeight = frame.clientWidth * ratio;
      enabled = parallaxEnabled(imageHeight, frame.clientHeight, motion.matches);
      overflow = enabled ? imageHeight - frame.clientHeight : 0;
      frame.dataset.parallax = enabled ? 'on' : 'off';
      frame.style.setProperty('--parallax-height', `${Math.round(imageHeight)}px`);
      if (!enabled) frame.style.removeProperty('--parallax-offset');
      position();
    };
    const onScroll = () => {
      if (enabled && !pending) pending = requestAnimationFrame(position);
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(frame);
    motion.addEventListener('change', measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resize.disconnect();
      motion.removeEventListener('change', measure);
      window.removeEventListener('scroll', onScroll);
      if (pending) cancelAnimationFrame(pending);
    };
  }, [ratio]);

  return (
    <div ref={frameRef} className={className ? `sk-parallax ${className}` : 'sk-parallax'} data-parallax="off">
      {children}
    </div>
  );
}
