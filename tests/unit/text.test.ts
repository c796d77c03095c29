import { describe, expect, it } from 'vitest';
import { fill, upperFirst } from '@/lib/text';

describe('fill', () => {
  it('puts values into their {slots} and leaves unknown slots as they are', () => {
    expect(fill('Paso {number} de {total}', { number: 1, total: '3' })).toBe('Paso 1 de 3');
    expect(fill('{known} and {unknown}', { known: 'x' })).toBe('x and {unknown}');
  });
});

describe('upperFirst', () => {
  it('capitalises the first letter only', () => {
    expect(upperFirst('de lunes a viernes')).toBe('De lunes a viernes');
    expect(upperFirst('')).toBe('');
  });
});
