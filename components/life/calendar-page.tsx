import { getTranslations } from 'next-intl/server';
import { calendarPage, schoolYearStart, type CalendarEntry, type CalendarTone, type SchoolTerm } from '@/content/calendar';
import { hrefFor } from '@/content/navigation';
import { buildDate } from '@/lib/build-date';
import { schoolCalendarSlug } from '@/lib/calendar-files';
import { calendarIsOver } from '@/lib/dated-files';
import { schoolYearName } from '@/lib/dates';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { CalendarSubscription } from '@/components/calendar/calendar-file-links';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { DayRangeText, DaysText, DayText } from './date-text';

const toneClass: Record<CalendarTone, string> = {
  classes: 'bg-garden-600',
  break: 'bg-gold-500',
  holiday: 'bg-coral-600',
};

function EntryWhen({ entry }: { entry: CalendarEntry }) {
  const locale = usePageLocale();
  switch (entry.kind) {
    case 'day':
      return <DayText date={entry.date} />;
    case 'range':
      return <DayRangeText start={entry.start} end={entry.end} />;
    case 'days':
      return <DaysText dates={entry.dates} />;
    case 'announced':
      return <span>{entry.when[locale]}</span>;
  }
}

/** The school calendar, term by term (specification section 2). */
export async function CalendarPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const tf = await getTranslations({ locale, namespace: 'calendarFiles' });
  const tp = await getTranslations({ locale, namespace: 'pastDates' });
  const terms: readonly SchoolTerm[] = calendarPage.terms;
  const schoolYear = schoolYearName(schoolYearStart);
  // Once its year is over, the page keeps every date; it says so, and offers only the subscription, which carries on into the next year.
  const over = calendarIsOver(buildDate());
  return (
    <div className="space-y-6">
      <SectionHeading title={formatTemplate(calendarPage.title[locale], { schoolYear }, locale)} lead={calendarPage.intro[locale]} />
      {over && <p className="rounded bg-gold-100 p-3 font-medium text-ink">{tp('calendarOver', { schoolYear })}</p>}
      <CalendarSubscription slug={schoolCalendarSlug} subscriptionOnly={over} />
      <div className="grid gap-3">
        {terms.map((term, index) => (
          <section
            key={term.id}
            aria-labelledby={term.id}
            className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 sm:p-4"
          >
            <div className="mb-2 flex items-baseline gap-2">
              <span aria-hidden="true" className="font-serif text-headline font-semibold text-gold-600">
                {index + 1}
              </span>
              <h3 id={term.id} className="text-title font-semibold">
                {term.title[locale]}
              </h3>
            </div>
            <ul className="divide-y divide-navy-900/10">
              {term.entries.map((entry) => (
                <li key={entry.label.en + entry.tone} className="grid gap-0.5 py-2 sm:grid-cols-[18rem_minmax(0,1fr)] sm:gap-3">
                  <p className="flex items-start gap-1.5 font-serif text-lg font-semibold text-navy-900">
                    <span aria-hidden="true" className={`mt-1 size-1.5 shrink-0 rounded-full ${toneClass[entry.tone]}`} />
                    <EntryWhen entry={entry} />
                  </p>
                  <div className="pl-3 sm:pl-0">
                    <p className="font-semibold text-ink">{entry.label[locale]}</p>
                    {entry.detail && <p className="text-ink-soft">{entry.detail[locale]}</p>}
                    {/* Without dates an entry cannot be an event: the calendar file leaves it out, and says so here. */}
                    {entry.kind === 'announced' && <p className="mt-0.5 text-sm text-ink-muted">{tf('notInFile')}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="flex flex-col items-start gap-2 rounded bg-cream-deep p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-soft">{calendarPage.closing[locale]}</p>
        <ButtonLink href={hrefFor(locale, 'contact')}>{t('contact_us')}</ButtonLink>
      </div>
    </div>
  );
}
