import { getFormatter } from 'next-intl/server';
import { home } from '@/content/home';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';

/** The school's headline facts (specification section 1): a figure, then what it counts. */
export async function SchoolFacts() {
  const locale = await getPageLocale();
  const facts = schoolFacts(locale, await getFormatter({ locale }));
  const labels = home.facts;
  const items = [
    { figure: facts.foundedYear, label: labels.founded[locale] },
    { figure: `+${facts.years}`, label: labels.years[locale] },
    { figure: facts.gardensM2, label: labels.gardens[locale] },
    { figure: facts.sportsM2, label: labels.sports[locale] },
    { figure: `+${facts.athletes}`, label: labels.athletes[locale] },
    { figure: facts.languageCount, label: formatTemplate(labels.languages[locale], facts, locale) },
    { figure: facts.startingAge, label: labels.startingAge[locale] },
    { figure: labels.enrolmentFigure[locale], label: labels.enrolment[locale] },
  ];
  return (
    <ul className="grid grid-cols-2 gap-px overflow-hidden rounded bg-navy-900/10 ring-1 ring-navy-900/10 md:grid-cols-4" data-testid="school-facts">
      {items.map((item) => (
        <li key={item.label} className="bg-white p-2.5 lg:p-3">
          <strong className="block font-serif text-[clamp(1.75rem,3.2vw,2.75rem)] leading-tight font-semibold text-garden-700">{item.figure}</strong>{' '}
          <span className="mt-0.5 block text-sm leading-snug text-ink-soft">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
