import { describe, expect, it } from 'vitest';
import { formatTemplate, upperFirst } from '@/lib/text';

describe('formatTemplate', () => {
  it('puts each value into its {slot}, ignoring values the template does not use', () => {
    expect(formatTemplate('Paso {number} de {total}', { number: '1', total: '3', unused: 'x' }, 'es')).toBe('Paso 1 de 3');
    expect(formatTemplate('{levels}: in {count} monthly payments, {from} to {to}.', { levels: 'Infant', count: '10', from: 'September', to: 'June' }, 'en')).toBe(
      'Infant: in 10 monthly payments, September to June.',
    );
  });

  it('writes a number as it is in a plain {slot}, and for the language in {slot, number}', () => {
    expect(formatTemplate('Curso {year}', { year: 2026 }, 'en')).toBe('Curso 2026');
    expect(formatTemplate('{n}', { n: 30000 }, 'es')).toBe('30000');
    expect(formatTemplate('{n, number} m²', { n: 30000 }, 'es')).toBe('30.000 m²');
    expect(formatTemplate('{n, number} m²', { n: 30000 }, 'en')).toBe('30,000 m²');
  });

  it('reads ICU plurals', () => {
    const months = '{count, plural, one {# mes} other {# meses}}';
    expect(formatTemplate(months, { count: 1 }, 'es')).toBe('1 mes');
    expect(formatTemplate(months, { count: 10 }, 'es')).toBe('10 meses');
  });

  it('stops with the template named when a slot has no value or the template is not ICU', () => {
    expect(() => formatTemplate('{gardens} de jardines', {}, 'es')).toThrow(/es template "\{gardens\} de jardines".*gardens/);
    expect(() => formatTemplate('{unclosed', {}, 'en')).toThrow(/en template "\{unclosed"/);
  });

  it('leaves text without slots, apostrophes included, unchanged', () => {
    expect(formatTemplate("The school's gardens", {}, 'en')).toBe("The school's gardens");
  });
});

describe('upperFirst', () => {
  it('capitalises the first letter only', () => {
    expect(upperFirst('de lunes a viernes')).toBe('De lunes a viernes');
    expect(upperFirst('')).toBe('');
  });
});
