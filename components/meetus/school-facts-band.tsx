import { getFormatter } from 'next-intl/server';
import { meetUsIndex } from '@/content/meetus';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { FactFigure } from './fact-figure';

/** The school's headline facts (specification section 1), on a dark band. */
export async function SchoolFactsBand() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const copy = meetUsIndex.facts;
  const facts = schoolFacts(locale, format);
  const text = (value: { es: string; en: string }) => formatTemplate(value[locale], facts, locale);
  const items = [
    { key: 'founded', value: facts.foundedYear, label: text(copy.founded.label) },
    { key: 'years', prefix: text(copy.years.prefix), value: facts.years, label: text(copy.years.label) },
    { key: 'gardens', value: facts.gardens, label: text(copy.gardens.label) },
    { key: 'languages', value: facts.languageCount, label: text(copy.languages.label) },
    { key: 'startingAge', value: text(copy.startingAge.value), label: text(copy.startingAge.label) },
    { key: 'athletes', prefix: text(copy.athletes.prefix), value: facts.athletes, label: text(copy.athletes.label) },
    { key: 'sports', value: facts.sports, label: text(copy.sports.label) },
    { key: 'enrolment', value: text(copy.enrolment.value), label: text(copy.enrolment.label) },
  ];
  return (
    <section aria-labelledby="school-facts" className="rounded bg-navy-900 px-3 py-5 text-white sm:px-5">
      <h2 id="school-facts" className="text-headline font-semibold text-white">
        {copy.title[locale]}
      </h2>
      <ul className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.key} className="border-t border-white/15 pt-2">
            <FactFigure tone="dark" prefix={item.prefix} value={item.value} label={item.label} />
          </li>
        ))}
      </ul>
    </section>
  );
}
