import { getTranslator } from '@meridian/i18n';
import { BREAKPOINTS, paginationLabel, visibleSlides } from '@meridian/site-kit/carousel/rules';
import { LazyImage } from '@/media/Media';
import type { SliderBlock } from '@/payload-types';
import type { BlockPlace } from '../context';

/**
 * Markup of a slider (SPEC §3.14); site-kit's `slider` widget makes it move (carousel/mount.ts). Without
 * JavaScript the slides are a horizontally scrollable row and the controls stay hidden.
 */
export function SliderComponent({ block, place, id }: { block: SliderBlock; place: BlockPlace; id: string }) {
  const t = getTranslator(place.locale.lang, place.voice);
  const slides = block.slides ?? [];
  if (slides.length === 0) return null;
  const visible = block.visibleSlidesAtOnce ?? 1;
  const headingId = `${id}-heading`;
  const trackId = `${id}-track`;
  return (
    <section
      id={block.anchor || undefined}
      className="sk-slider container"
      data-meridian-widget="slider"
      data-visible={visible}
      data-interval={block.interval ?? 0}
      data-wrap={block.wrap ? 'true' : 'false'}
      data-submenu={block.subMenu ? 'true' : undefined}
      aria-roledescription={t('slider.label')}
      {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('slider.label') })}
      // The carousel sets --sk-visible for the window it finds; until it mounts, the stylesheet lays the slides out
      // per breakpoint from these, so that mounting shifts nothing (CLS).
      style={{
        ['--sk-visible' as string]: visible,
        ['--sk-visible-phone' as string]: visibleSlides(visible, BREAKPOINTS.phone, slides.length),
        ['--sk-visible-tablet' as string]: visibleSlides(visible, BREAKPOINTS.tablet, slides.length),
        ['--sk-visible-desktop' as string]: visibleSlides(visible, BREAKPOINTS.desktop, slides.length),
      }}
    >
      {block.heading ? (
        <h2 id={headingId} className="sk-slider__heading">
          {block.heading}
        </h2>
      ) : null}
      <div className="sk-slider__controls" hidden>
        <button type="button" className="sk-slider__play" aria-controls={trackId}>
          <span className="sk-slider__label-pause">
            <span aria-hidden="true">❚❚</span> <span className="sk-slider__button-text">{t('slider.pause')}</span>
          </span>
          <span className="sk-slider__label-play">
            <span aria-hidden="true">▶</span> <span className="sk-slider__button-text">{t('slider.play')}</span>
          </span>
        </button>
        <button type="button" className="sk-slider__previous" aria-controls={trackId} aria-label={t('slider.previous')}>
          <span aria-hidden="true">←</span>
        </button>
        <p className="sk-slider__pagination">{paginationLabel(0, Math.max(1, slides.length - visible + 1))}</p>
        <button type="button" className="sk-slider__next" aria-controls={trackId} aria-label={t('slider.next')}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className="sk-slider__progress" aria-hidden="true" hidden>
        <span />
      </div>
      <div className="sk-slider__viewport">
        <div className="sk-slider__track" id={trackId} aria-live="polite">
          {slides.map((slide, index) => {
            const href = place.linkToPage(slide.page);
            return (
              <div
                key={slide.id ?? index}
                className="sk-slider__slide"
                role="group"
                aria-roledescription={t('slider.slideRole')}
                aria-label={t('slider.slide', { index: index + 1, total: slides.length })}
              >
                <article className="sk-slide" data-layout={slide.layout ?? 'card'}>
                  <LazyImage
                    media={slide.image}
                    sizes={`(min-width: 1100px) ${Math.round(1100 / visible)}px, (min-width: 768px) ${Math.round(100 / Math.max(1, Math.round(visible / 1.5)))}vw, 100vw`}
                  />
                  <div className="sk-slide__body">
                    <h3 className="sk-slide__title">{href ? <a href={href}>{slide.title}</a> : slide.title}</h3>
                    {slide.text ? <p className="sk-slide__text">{slide.text}</p> : null}
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      {block.subMenu ? (
        <nav className="sk-slider__submenu" aria-label={t('slider.subMenu')}>
          <ul>
            {slides.map((slide, index) => (
              <li key={slide.id ?? index}>
                <button
                  type="button"
                  data-slide={index}
                  aria-controls={trackId}
                  aria-current={index === 0 ? 'true' : 'false'}
                >
                  {slide.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
