import { languageNames, site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { formatArea, formatList, formatNumber } from './format';

/**
 * The school's headline facts (content/site.ts) formatted for a locale, named
 * as the `{slots}` of the copy that mentions them: formatTemplate(text, schoolFacts(locale), locale).
 */
export function schoolFacts(locale: Locale) {
  const { facts } = site;
  const number = (value: number) => formatNumber(value, locale);
  return {
    // A year is never grouped: 1982, not 1.982.
    foundedYear: String(facts.foundedYear),
    years: number(facts.yearsOfOperation),
    /** Bare figures, for layouts that print the unit in the label. */
    gardensM2: number(facts.gardensM2),
    sportsM2: number(facts.sportsFacilitiesM2),
    gardens: formatArea(facts.gardensM2, locale),
    sports: formatArea(facts.sportsFacilitiesM2, locale),
    athletes: number(facts.federatedAthletes),
    startingAge: number(facts.startingAge),
    languageCount: number(facts.languagesTaught.length),
    languages: formatList(
      facts.languagesTaught.map((language) => languageNames[language][locale]),
      locale,
    ),
  };
}

export type SchoolFacts = ReturnType<typeof schoolFacts>;
