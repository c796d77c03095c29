/**
 * A fading carousel's previous/next before its engine runs: on a press that
 * comes before the carousel's code (carousel.before.ts), the slide changes
 * at once, as the engine would change it, and the engine starts from the
 * slide shown (carousel-frame.tsx).
 * Until then a fading carousel shows only its active slide (globals.css),
 * so the others' lazy pictures wait until they are shown. A sliding row of
 * cards keeps the press for its engine instead.
 */
import { hydratedAttribute } from '@/lib/islands';

export const carouselStepAttribute = 'data-carousel-step';
const slideSelector = '[aria-roledescription="slide"]';

/** The index of the slide shown, read from the page (the server's, or one stepped to before the engine ran). */
export const shownSlide = (slides: readonly Element[]) => Math.max(0, slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'));

/** Steps a fading carousel whose engine has not started; false when the press is not one to step. */
export function stepBeforeEngine(button: Element): boolean {
  const step = Number(button.getAttribute(carouselStepAttribute));
  const carousel = button.closest('[data-carousel]');
  if (!step || !carousel || carousel.getAttribute(hydratedAttribute) === 'true' || carousel.getAttribute('data-carousel') === 'cards') return false;
  const slides = [...carousel.querySelectorAll(slideSelector)];
  if (slides.length < 2) return false;
  const next = (shownSlide(slides) + step + slides.length) % slides.length;
  slides.forEach((slide, index) => {
    slide.setAttribute('data-active', String(index === next));
    slide.toggleAttribute('inert', index !== next);
  });
  return true;
}
