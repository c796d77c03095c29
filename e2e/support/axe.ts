import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Violations are all this reads: axe then keeps one node of each rule that passes, not every one. */
const options: axe.RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };

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
  const { violations } = page.frames().length === 1 ? await inThePage(page) : await new AxeBuilder({ page }).options(options).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * A page without frames (all but a video's open player): axe.run in the page finds what AxeBuilder finds (axe.runPartial
 * in each frame, then axe.finishRun in a new blank page) in about two thirds of the time, and AxeBuilder's own legacy
 * mode injects axe's 580 KB twice, about a third of a second each on this machine.
 */
async function inThePage(page: Page): Promise<axe.AxeResults> {
  await page.evaluate(axe.source);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), options);
}
