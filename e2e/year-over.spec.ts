// A year that is over (issue 47), as a host's deploy preview shows it: the site's sources copied beside the
// fixtures and built by `next build` with BUILD_DATE the day after the content's last date (every date of the
// calendar, the fees, the camps and the open days past) and DEPLOY_CONTEXT=preview. Only what a past date changes
// is built (--debug-build-paths): the calendar, the open days, the camps' pages, and the calendar files. Each page
// keeps every fact; what offered a date as still to come gives way to a line saying what comes next; and every page
// carries the preview's banner listing the files to move on. Read in Chromium with JavaScript off. What the test expects
// is read from the content and the messages.
// With DOCS_SCREENSHOT=docs/preview-banner.png, it also redraws the staff guide's picture of the banner.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openDays } from '@/content/admission';
import { schoolYearStart } from '@/content/calendar';
import { camps, dayCamp } from '@/content/camps';
import type { CalendarDate } from '@/content/schemas/dates';
import { messages } from '@/i18n/messages';
import { formatter } from '@/i18n/request';
import { routing } from '@/i18n/routing';
import { datedFiles, isBefore } from '@/lib/dated-files';
import { schoolCalendarSlug } from '@/lib/calendar-files';
import { dateOf, isoDate, schoolYearName } from '@/lib/dates';
import { seriousViolations } from './support/axe';
import type { ServedExport } from './support/serve-export';
import { copySite, type SiteCopy } from './support/site-copy';

const buildPaths = ['app/[locale]/life/calendar/page.tsx', 'app/[locale]/admission/opendoors/page.tsx', 'app/[locale]/camps/**', 'app/calendar/**'];

const files = datedFiles();
/** The day after the content's last date: every dated file is past. */
const dayAfterContent = ((): CalendarDate => {
  const last = files.map(({ lastDay }) => lastDay).reduce((latest, day) => (isBefore(latest, day) ? day : latest));
  const next = new Date(Date.UTC(last.year, last.month - 1, last.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
})();

let site: SiteCopy | undefined;
let served: ServedExport | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  site = copySite('.year-over');
  const build = site.build(buildPaths, { BUILD_DATE: isoDate(dayAfterContent), DEPLOY_CONTEXT: 'preview' });
  expect(build.status, build.stderr).toBe(0);
  served = await site.serve();
});

test.afterAll(() => site?.remove());

test.use({ javaScriptEnabled: false });

for (const locale of routing.locales) {
  const past = messages[locale].pastDates;
  const calendarFiles = messages[locale].calendarFiles;
  const banner = messages[locale].previewBanner;
  const format = formatter(locale);
  const url = (path: string) => `${served!.site}/${locale}${path}`;

  test(`the open days keep their days and texts, no longer offered for a calendar; each says the next dates will be announced (${locale})`, async ({ page }) => {
    await page.goto(url('/admission/opendoors/'));
    const content = page.locator('#page-content');
    for (const openDay of openDays) await expect(content.getByRole('heading', { name: openDay.name[locale], exact: true })).toHaveCount(1);
    await expect(content.getByText(past.openDayPast, { exact: true })).toHaveCount(openDays.length);
    await expect(content.locator('[data-calendar-file]')).toHaveCount(0);
    await expect(content.getByRole('link', { name: messages[locale].common.make_your_booking })).toHaveCount(openDays.length);
  });

  test(`each camp keeps its facts and buttons but the calendar's, and says next summer's dates will be announced (${locale})`, async ({ page }) => {
    for (const camp of camps) {
      await page.goto(url(`/camps/${camp.slug}/`));
      const content = page.locator('#page-content');
      await expect(content.getByText(past.campPast, { exact: true }), camp.slug).toHaveCount(1);
      await expect(content.locator('[data-calendar-file]'), camp.slug).toHaveCount(0);
      for (const day of [camp.dates.start, camp.dates.end]) await expect(content.locator(`time[datetime="${isoDate(day)}"]`), camp.slug).not.toHaveCount(0);
      if (camp.links.register) await expect(content.getByRole('link', { name: new RegExp(messages[locale].common.register) }), camp.slug).toHaveCount(1);
    }
  });

  test(`School & Sports keeps its early-bird offer and deadline, and says the period has ended (${locale})`, async ({ page }) => {
    await page.goto(url('/camps/sports/'));
    const content = page.locator('#page-content');
    await expect(content.locator(`time[datetime="${isoDate(dayCamp.earlyBird.deadline)}"]`)).toHaveCount(1);
    await expect(content.getByText(past.earlyBirdPast, { exact: true })).toHaveCount(1);
  });

  test(`the calendar keeps every date of its year, says the year is over and offers only the subscription (${locale})`, async ({ page }) => {
    await page.goto(url('/life/calendar/'));
    const content = page.locator('#page-content');
    const schoolYear = schoolYearName(schoolYearStart);
    await expect(content.getByText(past.calendarOver.replace('{schoolYear}', schoolYear), { exact: true })).toHaveCount(1);
    await expect(content.locator('[data-calendar-file]')).toHaveCount(0);
    await expect(content.getByRole('link', { name: calendarFiles.subscribe, exact: true })).toHaveCount(1);
    await expect(content.locator('time').first()).toBeVisible();
  });

  test(`the calendar files written are the school year's alone, served: no page offers a past open day's or camp's (${locale})`, async ({ request }) => {
    // A file no page links stops the post-build step of a real build (scripts/postbuild/used-files.ts).
    expect(readdirSync(join(site!.dir, 'out/calendar', locale))).toEqual([`${schoolCalendarSlug}.ics`]);
    const response = await request.get(`${served!.site}/calendar/${locale}/${schoolCalendarSlug}.ics`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
  });

  test(`every page built shows the preview's banner, listing each file whose dates are past with its editor screen and last date (${locale})`, async ({ page, browser }) => {
    for (const path of ['/life/calendar/', '/admission/opendoors/', '/camps/', `/camps/${camps[0]!.slug}/`]) {
      await page.goto(url(path));
      const region = page.getByRole('region', { name: banner.label, exact: true });
      await expect(region, path).toHaveCount(1);
      await expect(region.getByText(banner.title, { exact: true })).toHaveCount(1);
      await expect(region.getByText(format.dateTime(dateOf(dayAfterContent), 'dayWithYear'), { exact: false })).toHaveCount(1);
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(files.length);
      for (const [index, { file, screen, lastDay }] of files.entries())
        await expect(items.nth(index)).toHaveText(
          banner.item.replace('{screen}', screen).replace('{file}', file).replace('{last, date, dayWithYear}', format.dateTime(dateOf(lastDay), 'dayWithYear')),
        );
    }
    // axe runs as a script in the page, which this spec's pages (JavaScript off) do not allow: it reads the banner on one
    // page with JavaScript on (the banner is the same on every page).
    const context = await browser.newContext({ javaScriptEnabled: true });
    const withScript = await context.newPage();
    await withScript.goto(url('/admission/opendoors/'));
    expect(await seriousViolations(withScript)).toEqual([]);
    await context.close();
  });
}

test('the staff guide\'s picture of the banner (with DOCS_SCREENSHOT set)', async ({ page }) => {
  const file = process.env.DOCS_SCREENSHOT;
  test.skip(!file, 'DOCS_SCREENSHOT names the picture to redraw, docs/preview-banner.png');
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${served!.site}/es/admission/opendoors/`);
  // The navbar sits over the banner's top padding: the picture starts below the bar.
  const box = (await page.locator('[data-preview-banner]').boundingBox())!;
  const bar = (await page.locator('header').first().boundingBox())!.height;
  const png = await page.screenshot({ clip: { x: box.x, y: box.y + bar, width: box.width, height: box.height - bar }, animations: 'disabled' });
  writeFileSync(file!, await sharp(png).png({ palette: true, quality: 90 }).toBuffer());
});
