import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/format';

/** Fills {foundedYear} and {years} in foundation copy with the school's facts. */
export function withSchoolFacts(text: string, locale: Locale): string {
  return text
    .replaceAll('{foundedYear}', String(site.facts.foundedYear))
    .replaceAll('{years}', formatNumber(site.facts.yearsOfOperation, locale));
}
