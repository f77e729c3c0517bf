/**
 * Carousel / slider widget (SPEC §2.5, §3.14, §4.11, §9.5) over server-rendered markup (apps/web Slider block):
 *
 *   <section data-meridian-widget="slider" data-visible="3" data-interval="6000" data-wrap="true">
 *     <div class="sk-slider__viewport"><div class="sk-slider__track"><div class="sk-slider__slide">…</div>…</div></div>
 *     <div class="sk-slider__controls" hidden> play/pause, previous, "01 / 05", next </div>
 *     <div class="sk-slider__progress"><span></span></div>
 *     <nav class="sk-slider__submenu"> <button data-slide="0">…</button> … </nav>   (hover sub-menu variant)
 *   </section>
 *
 * Without JavaScript the track is a horizontally scrollable row. Own implementation rather than a carousel
 * library: the spec fixes the transition times in milliseconds (300/600/200), the swipe rule and the visible
 * slides per breakpoint, which is most of what such a library would decide for us.
 * Accessibility (WAI carousel pattern, WCAG 2.2.2): a pause button, autoplay also pauses while focus is inside,
 * reduced-motion starts paused, slides outside the window are inert, the track is a polite live region while
 * not rotating.
 */
import { loadLazyIn } from '../media/mount.ts';
import {
  autoplayInterval,
  isEndless,
  paginationLabel,
  positionCount,
  progressMs,
  SUBMENU_OVERLAY_MS,
  SUBMENU_RESUME_MS,
  swipeDecision,
  targetPosition,
  transitionMs,
  visibleSlides,
} from './rules.ts';

/** Resize handling is debounced (SPEC §9.3). */
const RESIZE_DEBOUNCE_MS = 125;

export function mountSlider(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>('.sk-slider__viewport');
  const track = root.querySelector<HTMLElement>('.sk-slider__track');
  if (!viewport || !track) return () => {};
  const slides = Array.from(track.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  const controls = root.querySelector<HTMLElement>('.sk-slider__controls');
  const previousButton = root.querySelector<HTMLButtonElement>('.sk-slider__previous');
  const nextButton = root.querySelector<HTMLButtonElement>('.sk-slider__next');
  const playButton = root.querySelector<HTMLButtonElement>('.sk-slider__play');
  const pagination = root.querySelector<HTMLElement>('.sk-slider__pagination');
  const progress = root.querySelector<HTMLElement>('.sk-slider__progress');
  const progressBar = progress?.querySelector<HTMLElement>('span') ?? null;
  const subMenuItems = Array.from(root.querySelectorAll<HTMLButtonElement>('.sk-slider__submenu [data-slide]'));

  const configured = Number(root.dataset.visible ?? '1');
  const wrap = isEndless(root.dataset.wrap);
  const interval = autoplayInterval(root.dataset.interval);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

  let visible = 1;
  let positions = 1;
  let position = 0;
  /** Why autoplay is held: the pause button, focus inside, a hovered sub-menu item, a drag. */
  const holds = new Set<'user' | 'focus' | 'submenu' | 'drag'>();
  if (reducedMotion) holds.add('user');
  let timer: number | undefined;
  let resumeTimer: number | undefined;
  let overlayTimer: number | undefined;
  let resizeTimer: number | undefined;

  root.dataset.ready = '';
  if (controls) controls.hidden = false;

  function place(durationMs: number, offsetPx = 0) {
    track!.style.transitionDuration = `${durationMs}ms`;
    track!.style.transform = `translateX(calc(${(-position * 100) / visible}% + ${offsetPx}px))`;
  }

  function update() {
    root.style.setProperty('--sk-visible', String(visible));
    slides.forEach((slide, index) => {
      const shown = index >= position && index < position + visible;
      slide.inert = !shown;
      slide.toggleAttribute('data-current', shown);
    });
    // Images of the slides in view and their neighbours load now, not when the track moves them in.
    for (const slide of slides.slice(Math.max(0, position - 1), position + visible + 1)) loadLazyIn(slide);
    if (pagination) pagination.textContent = paginationLabel(position, positions);
    if (previousButton) previousButton.disabled = !wrap && position === 0;
    if (nextButton) nextButton.disabled = !wrap && position === positions - 1;
    subMenuItems.forEach((item) => item.setAttribute('aria-current', String(Number(item.dataset.slide) === position)));
    root.dataset.position = String(position);
  }

  function measure() {
    const nextVisible = visibleSlides(configured, window.innerWidth, slides.length);
    if (nextVisible === visible && positions === positionCount(slides.length, visible)) return;
    visible = nextVisible;
    positions = positionCount(slides.length, visible);
    position = Math.min(position, positions - 1);
    place(0);
    update();
    restartAutoplay();
  }

  function goTo(next: number) {
    const target = Math.max(0, Math.min(positions - 1, next));
    const duration = transitionMs(position, target);
    position = target;
    place(duration);
    update();
    restartAutoplay();
  }

  const step = (direction: 1 | -1) => goTo(targetPosition(position, direction, positions, wrap));

  // Autoplay with progress bar: the bar fills in interval − 200 ms, then the slider moves on.
  function stopAutoplay() {
    window.clearTimeout(timer);
    timer = undefined;
    if (progressBar) {
      progressBar.style.transitionDuration = '0ms';
      progressBar.style.transform = 'scaleX(0)';
    }
  }

  function restartAutoplay() {
    stopAutoplay();
    const running = interval > 0 && positions > 1 && holds.size === 0;
    root.dataset.autoplay = interval > 0 && positions > 1 ? (running ? 'running' : 'paused') : 'off';
    // Announce slide changes only while the visitor drives the slider (not every few seconds).
    track!.setAttribute('aria-live', running ? 'off' : 'polite');
    if (progress) progress.hidden = !running;
    if (!running) return;
    if (progressBar) {
      void progressBar.offsetWidth; // restart the CSS transition from 0
      progressBar.style.transitionDuration = `${progressMs(interval)}ms`;
      progressBar.style.transform = 'scaleX(1)';
    }
    timer = window.setTimeout(() => {
      if (!wrap && position === positions - 1) goTo(0);
      else step(1);
    }, interval);
  }

  function setHold(reason: 'user' | 'focus' | 'submenu' | 'drag', on: boolean) {
    if (on === holds.has(reason)) return;
    if (on) holds.add(reason);
    else holds.delete(reason);
    restartAutoplay();
  }

  function syncPlayButton() {
    if (!playButton) return;
    const paused = holds.has('user');
    playButton.setAttribute('aria-pressed', String(paused));
    playButton.dataset.paused = String(paused);
  }

  // Controls
  const onPrevious = () => step(-1);
  const onNext = () => step(1);
  const onPlay = () => {
    setHold('user', !holds.has('user'));
    syncPlayButton();
  };
  previousButton?.addEventListener('click', onPrevious);
  nextButton?.addEventListener('click', onNext);
  playButton?.addEventListener('click', onPlay);
  if (interval === 0 && playButton) playButton.hidden = true;
  syncPlayButton();

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown);
  const onFocusIn = () => setHold('focus', true);
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setHold('focus', false);
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);

  // Swipe (SPEC §9.5): the track follows the pointer; on release a swipe moves one position, else it snaps back.
  let drag: { x: number; y: number; at: number; id: number; moved: boolean } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || positions < 2) return;
    drag = { x: event.clientX, y: event.clientY, at: performance.now(), id: event.pointerId, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    if (!drag.moved) {
      if (Math.abs(dx) < 6 || Math.abs(dx) < Math.abs(event.clientY - drag.y)) return;
      drag.moved = true;
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // pointer already gone (or synthetic): the drag still works while over the viewport
      }
      setHold('drag', true);
    }
    place(0, dx);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const { x, at, moved } = drag;
    drag = null;
    if (!moved) return;
    // The swipe is the slider's: a layer around it must not also page to its next entry.
    event.preventDefault();
    setHold('drag', false);
    const decision = swipeDecision(event.clientX - x, performance.now() - at, viewport.clientWidth);
    const target = decision ? targetPosition(position, decision === 'next' ? 1 : -1, positions, wrap) : position;
    if (target === position) place(transitionMs(position, position));
    else goTo(target);
    // The click that ends a drag (if any) must not follow a link in the slide.
    const suppress = (click: MouseEvent) => click.preventDefault();
    viewport.addEventListener('click', suppress, { capture: true, once: true });
    window.setTimeout(() => viewport.removeEventListener('click', suppress, { capture: true }), 0);
  };
  const onPointerCancel = () => {
    if (!drag) return;
    drag = null;
    setHold('drag', false);
    place(transitionMs(position, position));
  };
  viewport.addEventListener('pointerdown', onPointerDown);
  viewport.addEventListener('pointermove', onPointerMove);
  viewport.addEventListener('pointerup', onPointerUp);
  viewport.addEventListener('pointercancel', onPointerCancel);

  // Hover sub-menu (SPEC §4.11): hovering an item shows its slide with the overlay, pauses autoplay and hides
  // the progress bar; leaving resumes them after 100 ms and removes the overlay after 500 ms.
  const subMenuCleanups = subMenuItems.map((item) => {
    const index = Number(item.dataset.slide);
    const enter = () => {
      window.clearTimeout(resumeTimer);
      window.clearTimeout(overlayTimer);
      root.dataset.overlay = '';
      setHold('submenu', true);
      if (index !== position) goTo(index);
    };
    const leave = () => {
      resumeTimer = window.setTimeout(() => setHold('submenu', false), SUBMENU_RESUME_MS);
      overlayTimer = window.setTimeout(() => delete root.dataset.overlay, SUBMENU_OVERLAY_MS);
    };
    const click = () => goTo(index);
    item.addEventListener('pointerenter', enter);
    item.addEventListener('pointerleave', leave);
    item.addEventListener('click', click);
    return () => {
      item.removeEventListener('pointerenter', enter);
      item.removeEventListener('pointerleave', leave);
      item.removeEventListener('click', click);
    };
  });

  const onResize = () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  const onVisibility = () => setHold('drag', root.ownerDocument.hidden);
  root.ownerDocument.addEventListener('visibilitychange', onVisibility);

  visible = 0; // force the first measure
  measure();

  return () => {
    stopAutoplay();
    window.clearTimeout(resumeTimer);
    window.clearTimeout(overlayTimer);
    window.clearTimeout(resizeTimer);
    previousButton?.removeEventListener('click', onPrevious);
    nextButton?.removeEventListener('click', onNext);
    playButton?.removeEventListener('click', onPlay);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    viewport.removeEventListener('pointerdown', onPointerDown);
    viewport.removeEventListener('pointermove', onPointerMove);
    viewport.removeEventListener('pointerup', onPointerUp);
    viewport.removeEventListener('pointercancel', onPointerCancel);
    subMenuCleanups.forEach((cleanup) => cleanup());
    window.removeEventListener('resize', onResize);
    root.ownerDocument.removeEventListener('visibilitychange', onVisibility);
  };
}
