import { describe, expect, it } from 'vitest';

// Intl separates with a no-break space (U+00A0) and ranges with thin spaces (U+2009).
const nbsp = '\u00a0';
const thin = '\u2009';
import {
  formatAges,
  formatArea,
  formatClock,
  formatDay,
  formatDayRange,
  formatDaySpan,
  formatEuros,
  formatKilometreRange,
  formatLanguage,
  formatList,
  formatListParts,
  formatMonth,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatSchoolYear,
  formatSerial,
  formatQuantity,
  formatWeekday,
  isoDate,
  isoMonth,
} from '@/lib/format';

describe('formatting per locale', () => {
  it('formats euros as families read them', () => {
    expect(formatEuros(3950, 'es')).toBe(`3.950${nbsp}€`);
    expect(formatEuros(3950, 'en')).toBe('€3,950');
    expect(formatEuros(44, 'es')).toBe(`44${nbsp}€`);
    expect(formatEuros(19330, 'en')).toBe('€19,330');
  });

  it('formats numbers with thousands separators', () => {
    expect(formatNumber(30000, 'es')).toBe('30.000');
    expect(formatNumber(11000, 'en')).toBe('11,000');
  });

  it('formats areas with the unit held to the number', () => {
    expect(formatArea(30000, 'es')).toBe(`30.000${nbsp}m²`);
    expect(formatArea(11000, 'en')).toBe(`11,000${nbsp}m²`);
  });

  it('formats days and ranges, with the year when asked', () => {
    expect(formatDay({ year: 2023, month: 9, day: 5 }, 'es')).toBe('5 de septiembre');
    expect(formatDay({ year: 2023, month: 9, day: 5 }, 'en')).toBe('5 September');
    const christmas = [{ year: 2023, month: 12, day: 25 }, { year: 2024, month: 1, day: 5 }] as const;
    expect(formatDayRange(...christmas, 'es')).toBe('25 de diciembre – 5 de enero');
    expect(formatDayRange(...christmas, 'en')).toBe('25 December – 5 January');
    expect(formatDayRange({ year: 2024, month: 2, day: 22 }, { year: 2024, month: 2, day: 23 }, 'es')).toBe('22–23 de febrero');
    expect(formatDayRange({ year: 2024, month: 6, day: 30 }, { year: 2024, month: 7, day: 13 }, 'en', { style: 'short' })).toBe(`30 Jun${thin}–${thin}13 Jul`);
    expect(formatDayRange({ year: 2024, month: 6, day: 30 }, { year: 2024, month: 7, day: 13 }, 'es', { style: 'short', withYear: true })).toBe(`30 jun${thin}–${thin}13 jul 2024`);
    expect(formatDay({ year: 2024, month: 2, day: 29 }, 'es', { withYear: true })).toBe('29 de febrero de 2024');
  });

  it('formats lists, ages and ISO dates', () => {
    expect(formatList(['1', '2', '3', '15'], 'es')).toBe('1, 2, 3 y 15');
    expect(formatList(['1', '2', '3', '15'], 'en')).toBe('1, 2, 3 and 15');
    expect(formatAges({ from: 6, to: 12 }, 'es')).toBe('6-12 años');
    expect(formatAges({ from: 6, to: 12 }, 'en')).toBe('ages 6-12');
    expect(isoDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });

  it('formats percentages, quantities and distances', () => {
    expect(formatPercent(5, 'es')).toBe(`5${nbsp}%`);
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatQuantity(45, 'minute', 'es')).toBe('45 minutos');
    expect(formatQuantity(5, 'day', 'en')).toBe('5 days');
    expect(formatKilometreRange(5, 25, 'es')).toBe('5-25 km');
    expect(formatKilometreRange(5, 25, 'en')).toBe('5–25 km');
  });

  it('formats months, weekdays and spans of days', () => {
    expect(formatMonth(9, 'es')).toBe('septiembre');
    expect(formatMonth(9, 'en')).toBe('September');
    expect(formatMonthYear({ year: 2023, month: 12 }, 'es')).toBe('diciembre de 2023');
    expect(formatMonthYear({ year: 2023, month: 12 }, 'en')).toBe('December 2023');
    expect(isoMonth({ year: 2023, month: 9 })).toBe('2023-09');
    expect(formatWeekday(1, 'es')).toBe('lunes');
    expect(formatWeekday(7, 'en')).toBe('Sunday');
    expect(formatDaySpan({ from: 1, to: 5 }, 'es')).toBe('de lunes a viernes');
    expect(formatDaySpan({ from: 1, to: 6 }, 'en')).toBe('Monday to Saturday');
    expect(formatDaySpan({ from: 6, to: 7 }, 'es')).toBe('fines de semana');
    expect(formatDaySpan({ from: 6, to: 7 }, 'en')).toBe('weekends');
  });

  it('names languages and cuts lists into parts', () => {
    expect(formatLanguage('en', 'es')).toBe('inglés');
    expect(formatLanguage('es', 'en')).toBe('Spanish');
    expect(formatListParts(['1', '2', '15'], 'es').map((part) => part.value)).toEqual(['1', ', ', '2', ' y ', '15']);
  });

  it('names a school year by its two calendar years', () => {
    expect(formatSchoolYear(2024)).toBe('2024/2025');
  });

  it('numbers list items with leading zeros', () => {
    expect(formatSerial(1, 3)).toBe('001');
    expect(formatSerial(11, 3)).toBe('011');
    expect(formatSerial(4, 2)).toBe('04');
  });

  it('writes clock times without a leading zero', () => {
    expect(formatClock('07:30')).toBe('7:30');
    expect(formatClock('17:30')).toBe('17:30');
  });
});
