/**
 * What a carousel does before its code runs: inline on every page with a
 * carousel (carousel.island.ts), ahead of the islands' early-touches script.
 * An arrow of a fading carousel steps the slide at once, and the press goes
 * no further: nothing is kept for the engine, which starts from the slide
 * shown. Any other press is left to be kept for the carousel's code.
 */
import { stepBeforeEngine } from './carousel-step';

addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !stepBeforeEngine(button)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
  },
  true,
);
