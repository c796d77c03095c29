import es from '@/messages/es.json';
import { desktop } from '../engine-page';
import { attribute, count, focus } from '../page-reads';
import type { Journey } from '../visit';

const hero = '[data-carousel="hero"]';
/** Which slides are shown (true) and which are inert (false), in order. */
const slidesShown = (carousel: string) =>
  [...document.querySelectorAll(`${carousel} [aria-roledescription="slide"]`)].map(
    (slide) => slide.getAttribute('data-active') === 'true' && !slide.hasAttribute('inert'),
  );

/** Only the slide at `index` of `total` shown. */
const only = (index: number, total: number) => Array.from({ length: total }, (_, slide) => slide === index);

export const heroCarousel: Journey = {
  name: 'the home carousel: still under reduced motion; next and previous by click and by keyboard',
  viewport: desktop,
  async run(visit) {
    await visit.open('/es/');
    await visit.expect('the carousel runs', 'true', attribute, hero, 'data-hydrated');
    // Reduced motion: it waits to be played, on its first slide.
    await visit.expect('the carousel offers to play', es.media.play_slides, attribute, `${hero} [data-testid="carousel-toggle"]`, 'aria-label');
    const total = await visit.page.evaluate(count, `${hero} [aria-roledescription="slide"]`);
    if (total < 2) throw new Error(`the home carousel has ${total} slide(s)`);
    await visit.expect('the first slide is shown, the others inert', only(0, total), slidesShown, hero);

    const next = `${hero} button[aria-label="${es.media.next}"]`;
    const previous = `${hero} button[aria-label="${es.media.previous}"]`;
    await visit.page.click(next);
    await visit.expect('"next" shows the second slide', only(1, total), slidesShown, hero);
    await visit.page.click(previous);
    await visit.expect('"previous" shows the first again', only(0, total), slidesShown, hero);
    await visit.page.click(previous);
    await visit.expect('"previous" from the first shows the last', only(total - 1, total), slidesShown, hero);

    await visit.page.evaluate(focus, next);
    await visit.page.press('Enter');
    await visit.expect('Enter on "next" loops to the first slide', only(0, total), slidesShown, hero);
  },
};
