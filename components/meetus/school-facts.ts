import { languageNames } from '@/content/meetus';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { formatList, formatNumber } from '@/lib/format';

/** The school facts of content/site.ts, formatted for a locale, by the names the copy's `{slots}` use. */
export function schoolFacts(locale: Locale) {
  const { facts } = site;
  const number = (value: number) => formatNumber(value, locale);
  // No-break space: "30.000 m²" never wraps between number and unit.
  const area = (m2: number) => `${number(m2)}\u00a0m²`;
  return {
    // A year is never grouped: 1982, not 1.982.
    year: String(facts.foundedYear),
    years: number(facts.yearsOfOperation),
    gardens: area(facts.gardensM2),
    sports: area(facts.sportsFacilitiesM2),
    athletes: number(facts.federatedAthletes),
    age: number(facts.startingAge),
    count: number(facts.languagesTaught.length),
    list: formatList(
      facts.languagesTaught.map((language) => languageNames[language][locale]),
      locale,
    ),
  };
}

export type SchoolFacts = ReturnType<typeof schoolFacts>;

/** Puts values into a text's `{name}` slots. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
