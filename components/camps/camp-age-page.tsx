import { getFormatter, getTranslations } from 'next-intl/server';
import { campFinderText, camps, dayCamp, type Camp } from '@/content/camps';
import { hrefFor } from '@/content/navigation';
import { birthDatesForAge, campsForAge } from '@/lib/camp-finder';
import { dateOf } from '@/lib/dates';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { ButtonLink } from '@/components/ui/button-link';
import { SiteLink } from '@/components/ui/site-link';
import { CampAgeChooser } from './camp-age-chooser';
import { CampFacts } from './camp-facts';

/** One camp of the answer: its name (a link to its page), place, ages and dates, and the birth dates `age` covers on its first day. */
async function AnswerItem({ camp, age }: { camp: Camp; age: number }) {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const firstDay = camp.dates.start;
  const born = birthDatesForAge(age, firstDay);
  const day = (date: typeof firstDay) => format.dateTime(dateOf(date), 'dayWithYear');
  return (
    <li className="relative rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 transition hover:shadow-md">
      <h3 className="font-serif text-xl font-semibold text-navy-900">
        <SiteLink href={hrefFor(locale, camp.key)} className="after:absolute after:inset-0 hover:text-garden-700">
          {camp.name[locale]}
        </SiteLink>
      </h3>
      <CampFacts camp={camp} className="mt-1" />
      <p className="mt-1 text-[0.9375rem] text-ink-soft" data-testid="camp-birth-dates">
        {formatTemplate(campFinderText.bornBetween[locale], { age, day: day(firstDay), from: day(born.from), to: day(born.to) }, locale)}
      </p>
    </li>
  );
}

/** The body of a camp finder page (/camps/age/9): the camps that take that age, and the day camp beside them. */
export function campAgePage(age: number) {
  return async function CampAgePage() {
    const locale = await getPageLocale();
    const nav = await getTranslations({ locale, namespace: 'nav' });
    const common = await getTranslations({ locale, namespace: 'common' });
    const answer = campsForAge(camps, age);
    return (
      <div className="space-y-5">
        <CampAgeChooser current={age} />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <section aria-labelledby="camp-age-answer">
            <h2 id="camp-age-answer" className="mb-2 text-title font-semibold">
              {formatTemplate((answer.length > 0 ? campFinderText.answer : campFinderText.noCamp)[locale], { age }, locale)}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2" data-testid="camp-age-answer">
              {answer.map((camp) => (
                <AnswerItem key={camp.key} camp={camp} age={age} />
              ))}
            </ul>
            <p className="mt-3">
              <SiteLink href={hrefFor(locale, 'camps')} className="font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800">
                {campFinderText.allCamps[locale]}
              </SiteLink>
            </p>
          </section>
          <aside aria-labelledby="camp-age-day-camp" className="rounded bg-garden-50 p-2.5 ring-1 ring-garden-700/10">
            <h2 id="camp-age-day-camp" className="font-serif text-xl font-semibold text-navy-900">
              {nav('campsSports')}
            </h2>
            <p className="mt-1 text-[0.9375rem] text-ink-soft">{dayCamp.summary[locale]}</p>
            <p className="mt-1 text-[0.9375rem] text-ink-soft">{campFinderText.dayCampNote[locale]}</p>
            <p className="mt-2">
              <ButtonLink href={`${hrefFor(locale, 'campsSports')}#page-content`}>{common('know_more')}</ButtonLink>
            </p>
          </aside>
        </div>
      </div>
    );
  };
}
