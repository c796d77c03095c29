import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's serious and critical axe-core violations under WCAG 2.2 AA, in short form. */
export async function seriousViolations(page: Page) {
  // Contrast is judged on what the visitor sees once a menu has finished fading in, not mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Time-driven ones only: a scroll-driven animation (the bar's) follows the scroll and never finishes.
        // Nor the contact form's memory of a visited field (globals.css): a transition delayed for years.
        .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) < 60_000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Violations are all this reads: axe then keeps one node of each rule that passes, not every one.
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] });
  // Without iframes, axe.run in the page finds exactly what the default (axe.runPartial in
  // each frame, then axe.finishRun in a new blank page) finds, in about two thirds of the time.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
