import { describe, expect, it } from 'vitest';
import { schoolFactSlots } from '@/content/schemas/fields';
import { formatter } from '@/i18n/request';
import { schoolFacts } from '@/lib/school-facts';

const nbsp = '\u00a0';

describe('schoolFacts', () => {
  it('formats the headline facts of specification section 1 in both languages', () => {
    expect(schoolFacts('es', formatter('es'))).toEqual({
      foundedYear: '1982',
      years: '40',
      gardensM2: '30.000',
      sportsM2: '11.000',
      gardens: `30.000${nbsp}m²`,
      sports: `11.000${nbsp}m²`,
      athletes: '400',
      startingAge: '1',
      languageCount: '5',
      languages: 'inglés, francés, alemán, italiano y chino mandarín',
    });
    expect(schoolFacts('en', formatter('en'))).toMatchObject({
      foundedYear: '1982',
      gardens: `30,000${nbsp}m²`,
      languages: 'English, French, German, Italian and Mandarin Chinese',
    });
  });

  it('fills in exactly the {slots} the data files may name (the content check refuses any other)', () => {
    expect(Object.keys(schoolFacts('es', formatter('es'))).sort()).toEqual([...schoolFactSlots].sort());
  });
});
