import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatter } from '@/i18n/request';
import { routing } from '@/i18n/routing';
import { monthDate } from '@/lib/dates';

/*
 * messages/*.json hold the interface's words, never a fact of the content:
 * a year or a month written there would stay behind when the office moves the
 * content to a new year (issue 47). A page names its years and days through
 * `{slots}` that lib/page-descriptions.ts and the pages fill in from content/.
 */

type Tree = { [key: string]: string | Tree };

/** Every message of a file, by its dotted key. */
function messagesOf(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : messagesOf(value, `${prefix}${key}.`)));
}

/** The months as the site writes them in each language ("septiembre", "September"). */
const months = Object.fromEntries(routing.locales.map((locale) => [locale, Array.from({ length: 12 }, (_, index) => formatter(locale).dateTime(monthDate(index + 1), 'month'))]));

/** A year (1982, 2024, 2024/2025): four digits from 1900 to 2099 standing alone. */
const year = /(?<![\d.,])(?:19|20)\d\d(?![\d.,]\d)/;
/** A month's name: Spanish ones in any case ("Mayo" opens a sentence), English ones capitalised as English writes them ("may" is a verb). */
const month = new RegExp(`(?<![\\p{L}])(?:(?:${months.es!.join('|')})|(?-i:${months.en!.join('|')}))(?![\\p{L}])`, 'iu');

/** What a message holds that is a fact of the content: the year or month it names. */
function factsIn(text: string): string[] {
  return [year.exec(text)?.[0], month.exec(text)?.[0]].filter((found) => found !== undefined);
}

describe('messages/ name no year and no month', () => {
  for (const locale of routing.locales)
    it(`messages/${locale}.json`, () => {
      const tree = JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
      const found = messagesOf(tree).flatMap(([key, text]) => factsIn(text).map((fact) => `${key}: "${fact}"`));
      expect(found).toEqual([]);
    });

  it('finds the years and months the descriptions used to write, and nothing in words that merely contain a month', () => {
    expect(factsIn('Honorarios del Liceo 2024/2025, de Pre-K a Bachillerato')).toEqual(['2024']);
    expect(factsIn('las clases empiezan el 5 de septiembre')).toEqual(['septiembre']);
    expect(factsIn('Navidad, del 25 de diciembre al 5 de enero')).toEqual(['diciembre']);
    expect(factsIn('antes del 29 de febrero')).toEqual(['febrero']);
    expect(factsIn('classes start on 5 September')).toEqual(['September']);
    expect(factsIn('the idea the school was born with in 1982')).toEqual(['1982']);
    expect(factsIn('Mayo es el mes de las flores')).toEqual(['Mayo']);
    expect(factsIn('generosity, generoso, mayor, you may ask, 30.000 m², 11,000 m², 18:00')).toEqual([]);
  });
});
