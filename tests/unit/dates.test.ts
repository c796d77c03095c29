import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '@/content/schemas/dates';
import { DayRangeTime, DaysTime } from '@/components/ui/dates';
import { inPage } from '../support/page-locale';

const day = (year: number, month: number, date: number): CalendarDate => ({ year, month, day: date });
const range = (start: CalendarDate, end: CalendarDate, locale: 'es' | 'en', style: 'long' | 'short' = 'long') =>
  renderToStaticMarkup(inPage(locale, createElement(DayRangeTime, { start, end, style })));

describe('DayRangeTime', () => {
  it('gives each end of a range its own <time>, within a month and across months', () => {
    expect(range(day(2024, 2, 22), day(2024, 2, 23), 'es')).toBe(
      '<time dateTime="2024-02-22">22</time>–<time dateTime="2024-02-23">23 de febrero</time>',
    );
    expect(range(day(2023, 12, 25), day(2024, 1, 5), 'en')).toBe(
      '<time dateTime="2023-12-25">25 December</time> – <time dateTime="2024-01-05">5 January</time>',
    );
    expect(range(day(2024, 6, 30), day(2024, 7, 13), 'es', 'short')).toBe(
      '<time dateTime="2024-06-30">30 jun</time>\u2009–\u2009<time dateTime="2024-07-13">13 jul</time>',
    );
  });
});

describe('DaysTime', () => {
  it('writes several days of a month as one phrase, each day a <time>', () => {
    const dates = [day(2024, 5, 1), day(2024, 5, 2), day(2024, 5, 15)];
    expect(renderToStaticMarkup(inPage('es', createElement(DaysTime, { dates })))).toBe(
      '<time dateTime="2024-05-01">1</time>, <time dateTime="2024-05-02">2</time> y <time dateTime="2024-05-15">15 de mayo</time>',
    );
  });
});
