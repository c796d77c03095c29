import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats, formatter, intlConfig, translator } from '@/i18n/request';
import { clockDate, dateOf, isoDate, isoMonth, monthDate, schoolYearName, weekdayDate } from '@/lib/dates';
import { dayRangeText } from '@/components/ui/dates';
import { sourceTexts } from '../support/source-files';

/*
 * The formats of i18n/request.ts, through next-intl's formatter: what the
 * pages get from getFormatter({ locale }) and code without a page request
 * from formatter(locale), both made from intlConfig(locale).
 */

// Intl separates with a no-break space (U+00A0) and ranges with thin spaces (U+2009).
const nbsp = '\u00a0';
const thin = '\u2009';
const es = formatter('es');
const en = formatter('en');

describe('the formats next-intl is configured with', () => {
  it('formats in the conventions of Spain and Britain, in UTC, whatever the machine', () => {
    expect(intlConfig('es')).toMatchObject({ locale: 'es-ES', timeZone: 'UTC', formats });
    expect(intlConfig('en')).toMatchObject({ locale: 'en-GB', timeZone: 'UTC', formats });
  });

  it('writes euros as families read them', () => {
    expect(es.number(3950, 'euros')).toBe(`3.950${nbsp}€`);
    expect(en.number(3950, 'euros')).toBe('€3,950');
    expect(es.number(44, 'euros')).toBe(`44${nbsp}€`);
    expect(en.number(19330, 'euros')).toBe('€19,330');
  });

  it('writes numbers with thousands separators, percentages, quantities and list numbers', () => {
    expect(es.number(30000, 'grouped')).toBe('30.000');
    expect(es.number(3000, 'grouped')).toBe('3.000');
    expect(en.number(11000, 'grouped')).toBe('11,000');
    expect(es.number(0.05, 'percent')).toBe(`5${nbsp}%`);
    expect(en.number(0.05, 'percent')).toBe('5%');
    expect(es.number(45, 'minutes')).toBe('45 minutos');
    expect(en.number(5, 'days')).toBe('5 days');
    expect(es.number(1, 'threeDigits')).toBe('001');
    expect(en.number(11, 'threeDigits')).toBe('011');
    expect(es.number(4, 'twoDigits')).toBe('04');
  });

  it('writes days, months, weekdays and clock times', () => {
    expect(es.dateTime(dateOf({ year: 2023, month: 9, day: 5 }), 'day')).toBe('5 de septiembre');
    expect(en.dateTime(dateOf({ year: 2023, month: 9, day: 5 }), 'day')).toBe('5 September');
    expect(es.dateTime(dateOf({ year: 2024, month: 2, day: 29 }), 'dayWithYear')).toBe('29 de febrero de 2024');
    expect(en.dateTime(dateOf({ year: 2024, month: 6, day: 30 }), 'shortDay')).toBe('30 Jun');
    expect(es.dateTime(dateOf({ year: 2024, month: 6, day: 30 }), 'shortDayWithYear')).toBe('30 jun 2024');
    expect(es.dateTime(monthDate(9), 'month')).toBe('septiembre');
    expect(en.dateTime(monthDate(9), 'month')).toBe('September');
    expect(es.dateTime(dateOf({ year: 2023, month: 12, day: 1 }), 'monthYear')).toBe('diciembre de 2023');
    expect(en.dateTime(dateOf({ year: 2023, month: 12, day: 1 }), 'monthYear')).toBe('December 2023');
    expect(es.dateTime(weekdayDate(1), 'weekday')).toBe('lunes');
    expect(en.dateTime(weekdayDate(7), 'weekday')).toBe('Sunday');
    expect(es.dateTime(clockDate('07:30'), 'clock')).toBe('7:30');
    expect(en.dateTime(clockDate('07:30'), 'clock')).toBe('7:30');
    expect(en.dateTime(clockDate('17:05'), 'clock')).toBe('17:05');
  });

  it('writes ranges of days, leaving out the years the school calendar does not name', () => {
    const christmas = [{ year: 2023, month: 12, day: 25 }, { year: 2024, month: 1, day: 5 }] as const;
    expect(dayRangeText(...christmas, es)).toBe('25 de diciembre – 5 de enero');
    expect(dayRangeText(...christmas, en)).toBe('25 December – 5 January');
    expect(dayRangeText({ year: 2024, month: 2, day: 22 }, { year: 2024, month: 2, day: 23 }, es)).toBe('22–23 de febrero');
    const camp = [{ year: 2024, month: 6, day: 30 }, { year: 2024, month: 7, day: 13 }] as const;
    expect(dayRangeText(...camp, en, { style: 'short' })).toBe(`30 Jun${thin}–${thin}13 Jul`);
    expect(dayRangeText(...camp, es, { style: 'short', withYear: true })).toBe(`30 jun${thin}–${thin}13 jul 2024`);
  });

  it('writes lists and names languages', () => {
    expect(es.list(['1', '2', '3', '15'], 'and')).toBe('1, 2, 3 y 15');
    // British English: no comma before "and".
    expect(en.list(['1', '2', '3', '15'], 'and')).toBe('1, 2, 3 and 15');
    expect(es.displayName('en', 'language')).toBe('inglés');
    expect(en.displayName('es', 'language')).toBe('Spanish');
  });

  it('lets messages use the same formats: weekdays, ages, distances', () => {
    const formatEs = translator({ locale: 'es', namespace: 'format' });
    const formatEn = translator({ locale: 'en', namespace: 'format' });
    expect(formatEs('weekdays', { from: weekdayDate(1), to: weekdayDate(5) })).toBe('de lunes a viernes');
    expect(formatEn('weekdays', { from: weekdayDate(1), to: weekdayDate(6) })).toBe('Monday to Saturday');
    expect(formatEs('weekends')).toBe('fines de semana');
    expect(formatEs('ages', { from: 6, to: 12 })).toBe('6-12 años');
    expect(formatEn('ages', { from: 6, to: 12 })).toBe('ages 6-12');
    // Each language its own dash, as Intl writes a range: "5-25 km", "5–25 km".
    expect(formatEs('kilometres', { from: 5, to: 25 })).toBe('5-25 km');
    expect(formatEn('kilometres', { from: 5, to: 25 })).toBe('5–25 km');
  });

  it('are each used by the site', () => {
    const request = readFileSync('i18n/request.ts', 'utf8');
    const sources = sourceTexts().filter((source) => source !== request);
    const messages = ['es', 'en'].map((locale) => readFileSync(`messages/${locale}.json`, 'utf8'));
    const unused = Object.values(formats).flatMap((named) =>
      Object.keys(named).filter(
        (name) =>
          !sources.some((source) => /\bformat(ter)?\b/.test(source) && source.includes(`'${name}'`)) &&
          !messages.some((text) => new RegExp(`\\{\\w+, (number|date|time), ${name}\\}`).test(text)),
      ),
    );
    expect(unused).toEqual([]);
  });
});

describe('machine-readable days', () => {
  it('writes ISO dates and months, and school years by their two calendar years', () => {
    expect(isoDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
    expect(isoMonth({ year: 2023, month: 9 })).toBe('2023-09');
    expect(schoolYearName(2024)).toBe('2024/2025');
  });
});
