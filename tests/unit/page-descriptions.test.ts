import { describe, expect, it } from 'vitest';
import { openDays } from '@/content/admission';
import { classesBegin, schoolYearStart } from '@/content/calendar';
import { campKeys, campOf, dayCamp } from '@/content/camps';
import { feesCourse } from '@/content/fees';
import { magazine } from '@/content/media';
import { formatter } from '@/i18n/request';
import { routing } from '@/i18n/routing';
import { campSearchSummary } from '@/lib/camp-summary';
import { dateOf, monthDate, schoolYearName } from '@/lib/dates';
import { pageDescription } from '@/lib/page-descriptions';

/*
 * The descriptions that name a year or a day (issue 47) take it from
 * content/: what each should say is read from the content files, so the
 * test holds for any school year the content is moved to.
 */

describe('page descriptions name the years and days of content/', () => {
  for (const locale of routing.locales) {
    const format = formatter(locale);
    const day = (date: Parameters<typeof dateOf>[0]) => format.dateTime(dateOf(date), 'day');

    it(`the fee year on the fees and admission pages (${locale})`, () => {
      for (const key of ['fees', 'admission'] as const) expect(pageDescription(key, locale), key).toContain(schoolYearName(feesCourse.startYear));
    });

    it(`the calendar's school year and the day classes begin (${locale})`, () => {
      const text = pageDescription('calendar', locale);
      expect(text).toContain(schoolYearName(schoolYearStart));
      expect(text).toContain(day(classesBegin));
    });

    it(`the School & Sports early-bird discount and deadline (${locale})`, () => {
      const text = pageDescription('campsSports', locale);
      expect(text).toContain(format.number(dayCamp.earlyBird.discountPercent / 100, 'percent'));
      expect(text).toContain(day(dayCamp.earlyBird.deadline));
    });

    it(`the open days' months (${locale})`, () => {
      for (const { month } of openDays) expect(pageDescription('opendoors', locale)).toContain(format.dateTime(monthDate(month), 'month'));
    });

    it(`the magazine's issue and month (${locale})`, () => {
      expect(pageDescription('magazine', locale)).toContain(format.dateTime(dateOf({ ...magazine.published, day: 1 }), 'monthYear'));
    });

    it(`each camp's own search summary, its days and ages filled in (${locale})`, () => {
      for (const key of campKeys) {
        const camp = campOf(key);
        const text = pageDescription(key, locale);
        expect(text, key).toBe(campSearchSummary(camp, locale));
        expect(text, key).not.toContain('{');
        // A slot the summary names is its own day or age.
        const template = camp.searchSummary[locale];
        if (template.includes('{start}')) expect(text, key).toContain(day(camp.dates.start));
        if (template.includes('{end}')) expect(text, key).toContain(day(camp.dates.end));
        if (template.includes('{from}')) expect(text, key).toContain(String(camp.ages.from));
      }
    });
  }
});
