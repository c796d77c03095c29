import { languageNames, site } from '@/content/site';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';

/**
 * The school's headline facts (content/site.ts) formatted for a locale, named
 * as the `{slots}` of the copy that mentions them: formatTemplate(text, schoolFacts(locale, format), locale).
 */
export function schoolFacts(locale: Locale, format: Formatter) {
  const { facts } = site;
  const number = (value: number) => format.number(value, 'grouped');
  /** "30.000 m²" / "30,000 m²", never wrapping before the unit. */
  const area = (squareMetres: number) => `${number(squareMetres)}\u00a0m²`;
  return {
    // A year is never grouped: 1982, not 1.982.
    foundedYear: String(facts.foundedYear),
    years: number(facts.yearsOfOperation),
    /** Bare figures, for layouts that print the unit in the label. */
    gardensM2: number(facts.gardensM2),
    sportsM2: number(facts.sportsFacilitiesM2),
    gardens: area(facts.gardensM2),
    sports: area(facts.sportsFacilitiesM2),
    athletes: number(facts.federatedAthletes),
    startingAge: number(facts.startingAge),
    languageCount: number(facts.languagesTaught.length),
    languages: format.list(
      facts.languagesTaught.map((language) => languageNames[language][locale]),
      'and',
    ),
  };
}

export type SchoolFacts = ReturnType<typeof schoolFacts>;
