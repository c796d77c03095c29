'use client';

import Fade from 'embla-carousel-fade';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { islandAttributes, type Slots } from '@/lib/islands';
import { Slot } from '@/components/islands/slot';
import { carouselStepAttribute, shownSlide } from './carousel-step';
import { useReducedMotion } from './use-reduced-motion';

export type CarouselLabels = {
  /** Each slide's label, in order: "1 de 4", "2 de 4"… */
  slides: readonly string[];
  pause: string;
  play: string;
  previous: string;
  next: string;
};

export type CarouselFrameProps = {
  label: string;
  labels: CarouselLabels;
  /** fade: one slide per view (heroes, photo sliders); cards: 1, 2 or 3 cards in view, sliding. */
  variant?: 'fade' | 'hero' | 'cards';
  autoplayMs?: number;
  /** The slides, in order: slot "0", "1", … */
  slots: Slots;
};

type Embla = NonNullable<UseEmblaCarouselType[1]>;

/**
 * The slides at least half inside the viewport. Embla's own slidesInView also
 * counts a slide that only touches the viewport's edge (IntersectionObserver
 * calls edge-adjacent boxes intersecting), which would leave it focusable.
 */
function slidesShown(api: Embla): number[] {
  const view = api.rootNode().getBoundingClientRect();
  return api.slideNodes().flatMap((slide, index) => {
    const box = slide.getBoundingClientRect();
    const overlap = Math.min(box.right, view.right) - Math.max(box.left, view.left);
    return overlap > box.width / 2 ? [index] : [];
  });
}

/** When the carousel came into view, on the page's clock, as the islands' loader noted it: 0, with the page. */
function shownSince(node: HTMLElement): number {
  return Number(node.closest(`[${islandAttributes.shownAt}]`)?.getAttribute(islandAttributes.shownAt)) || 0;
}

/**
 * Fetches the slide's pictures now: they are lazy, and a slide waiting
 * beside the viewport is outside the distance at which the browser would.
 */
function loadPicturesNow(slide: HTMLElement | undefined) {
  slide?.querySelectorAll('img').forEach((img) => {
    img.loading = 'eager';
  });
}

/** Calls `then` once every picture of the slide has loaded (or failed): the carousel never fades into a blank slide. */
function whenPicturesReady(slide: HTMLElement | undefined, then: () => void): () => void {
  const pending = [...(slide?.querySelectorAll('img') ?? [])].filter((img) => !img.complete);
  let left = pending.length;
  let cancelled = false;
  const done = () => {
    if (!cancelled && --left <= 0) then();
  };
  if (left === 0) then();
  for (const img of pending) {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
  return () => {
    cancelled = true;
  };
}

const slideClass = {
  // Embla's fade plugin stacks the slides and animates opacity per frame with
  // a friction model whose `duration` is not in milliseconds. We keep it for
  // stacking and swiping, but pin opacity with !important and let this CSS
  // transition, driven by the slide embla selects, make the fade a real 300 ms.
  fade: 'min-w-0 shrink-0 grow-0 basis-full transition-opacity duration-300 ease-out data-[active=false]:opacity-0! data-[active=true]:opacity-100!',
  // 8 px either side of each card, the viewport widened by as much: the cards line up with the content's
  // edges, and the next card (shadow included) stays out of sight.
  cards: 'min-w-0 shrink-0 grow-0 basis-full px-1 min-[640px]:basis-1/2 min-[768px]:basis-1/3',
};

/**
 * The WAI-ARIA carousel pattern on top of server-rendered slides: a labelled
 * region, slides labelled "n de N", a pause/play control (WCAG 2.2.2),
 * previous/next, autoplay that stops while the pointer or focus is inside and
 * never starts when the visitor prefers reduced motion; slides out of view are inert.
 */
export function CarouselFrame({ label, labels, variant = 'fade', autoplayMs = 6000, slots }: CarouselFrameProps) {
  // Integer-like keys enumerate in ascending order: the slides' order.
  const slides = Object.values(slots);
  const fades = variant !== 'cards';
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, fades ? [Fade()] : []);
  const [selected, setSelected] = useState(0);
  // Until the carousel runs (its script comes once the page has loaded), a
  // fading carousel shows only its active slide (globals.css): the browser
  // would otherwise fetch the others' pictures, which lie within its
  // lazy-loading distance, while the page's first picture loads. The island
  // is ready (data-hydrated) once its engine runs; an arrow pressed before then
  // has already changed the slide (carousel-step.ts).
  const started = emblaApi !== undefined;
  // The first slide stays its full time counted from when the carousel came into view (with the page, or
  // as the visitor scrolled to it), not from when the script arrived.
  const dueAt = useRef<number | null>(null);
  const firstSlideTimed = useRef(false);
  const [inView, setInView] = useState<number[]>([0]);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const total = slides.length;
  const playing = total > 1 && (choice ? choice === 'play' : !reducedMotion);
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!emblaApi) return;
    // A fading carousel's engine was measured while only its active slide was shown (globals.css): now
    // that every slide has its size, measure again, starting from the slide the page shows (an arrow
    // pressed before the engine ran may have moved on). A row of cards keeps an early press instead, and
    // the runtime may already have pressed it again.
    if (fades) emblaApi.reInit({ startIndex: shownSlide(emblaApi.slideNodes()) });
    const update = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setInView(slidesShown(emblaApi));
    };
    update();
    emblaApi.on('select', update).on('slidesInView', update).on('settle', update).on('resize', update).on('reInit', update);
    return () => {
      emblaApi.off('select', update).off('slidesInView', update).off('settle', update).off('resize', update).off('reInit', update);
    };
  }, [emblaApi, fades]);

  useEffect(() => {
    if (!emblaApi || !rotating) return;
    let timer = 0;
    let cancelWait = () => {};
    const schedule = () => {
      if (!firstSlideTimed.current) {
        firstSlideTimed.current = true;
        dueAt.current = shownSince(emblaApi.rootNode()) + autoplayMs;
      }
      dueAt.current ??= performance.now() + autoplayMs;
      const next = emblaApi.slideNodes()[(emblaApi.selectedScrollSnap() + 1) % total];
      loadPicturesNow(next);
      timer = window.setTimeout(() => {
        cancelWait = whenPicturesReady(next, () => {
          emblaApi.scrollNext();
          dueAt.current = null;
          schedule();
        });
      }, Math.max(0, dueAt.current - performance.now()));
    };
    schedule();
    return () => {
      window.clearTimeout(timer);
      cancelWait();
      // After a pause, the slide in view gets its full time again.
      dueAt.current = null;
    };
  }, [emblaApi, rotating, autoplayMs, total]);

  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const isVisible = (index: number) => (fades ? index === selected : inView.includes(index));

  const hero = variant === 'hero';
  // Cards that all fit in view leave nothing to move: no controls at those widths (CSS, so no shift on hydration).
  const controlsFit = variant === 'cards' ? ({ 2: 'min-[640px]:hidden', 3: 'min-[768px]:hidden' } as Record<number, string>)[total] ?? '' : '';
  const button = hero
    ? 'grid size-5 place-items-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white'
    : 'grid size-5 place-items-center rounded-full bg-white text-navy-900 shadow ring-1 ring-navy-900/10 hover:bg-cream';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={hero ? 'relative size-full' : 'relative'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-carousel={variant}
      data-hydrated={started}
    >
      <div ref={emblaRef} className={hero ? 'size-full overflow-hidden' : fades ? 'overflow-hidden rounded' : '-mx-1 overflow-hidden'}>
        <div className={`flex touch-pan-y ${hero ? 'h-full' : ''}`} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              // Slides are a fixed list rendered on the server: the index is their identity.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              data-active={isVisible(index)}
              inert={!isVisible(index)}
              className={`${fades ? slideClass.fade : slideClass.cards} ${hero ? 'h-full' : ''}`}
            >
              <Slot name={String(index)} content={slide} className="contents" />
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className={hero ? 'absolute right-2 top-12 z-10 flex gap-1 lg:right-3' : `mt-1.5 flex justify-end gap-1 ${controlsFit}`}>
          <button type="button" className={button} onClick={() => setChoice(playing ? 'pause' : 'play')} aria-label={playing ? labels.pause : labels.play} data-testid="carousel-toggle">
            {playing ? (
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true"><path d="M7 5h3v14H7zM14 5h3v14h-3z" /></svg>
            ) : (
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true"><path d="M8 5v14l11-7z" /></svg>
            )}
          </button>
          <button type="button" className={button} onClick={previous} aria-label={labels.previous} {...{ [carouselStepAttribute]: -1 }}>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m15 6-6 6 6 6" /></svg>
          </button>
          <button type="button" className={button} onClick={next} aria-label={labels.next} {...{ [carouselStepAttribute]: 1 }}>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m9 6 6 6-6 6" /></svg>
          </button>
        </div>
      )}
    </section>
  );
}
