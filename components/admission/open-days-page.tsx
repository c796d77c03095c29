import { useFormatter } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { admissionCopy, admissionPictures, openDayFirstDay, openDays, type OpenDay } from '@/content/admission';
import { schoolYearStart } from '@/content/calendar';
import { schoolYearStartOf } from '@/content/schemas/dates';
import { hrefFor } from '@/content/navigation';
import { isoDate, isoMonth, monthDate, schoolYearName } from '@/lib/dates';
import { buildDate } from '@/lib/build-date';
import { openDaySlug } from '@/lib/calendar-files';
import { openDayIsPast } from '@/lib/dated-files';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { columns, contentSizes, coverScale } from '@/lib/picture-sizes';
import { sizeOf } from '@/lib/pictures';
import { AddToCalendarLink } from '@/components/calendar/calendar-file-links';
import { ButtonLink } from '@/components/ui/button-link';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';

/** An open day's date on its card: "abril 23" where the day is known, "Mes junio" where only the month is. */
function OpenDayDate({ openDay }: { openDay: OpenDay }) {
  const locale = usePageLocale();
  const format = useFormatter();
  const { month, day } = openDay;
  const date = openDayFirstDay(openDay);
  const monthName = format.dateTime(monthDate(month), 'month');
  return (
    <p className="flex h-fit w-10 shrink-0 flex-col items-center rounded bg-navy-900 px-1 py-1.5 text-center text-white">
      <span className="text-[0.6875rem] font-semibold uppercase tracking-[0.16em] text-gold-300">{day ? monthName : admissionCopy.openDays.month[locale]}</span>
      <time dateTime={day ? isoDate(date) : isoMonth(date)} className="mt-0.5 font-serif text-lg font-semibold first-letter:uppercase">
        {day ?? monthName}
      </time>
    </p>
  );
}

/** /admission/opendoors: the open days of the school year, soonest first, by month, and by day where it is known; each with its photo where it has one. */
export async function OpenDaysPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const tf = await getTranslations({ locale, namespace: 'calendarFiles' });
  const tp = await getTranslations({ locale, namespace: 'pastDates' });
  const format = await getFormatter({ locale });
  const today = buildDate();
  const copy = admissionCopy.openDays;
  // The school year of the open days themselves (they hold their own year); the calendar's while there is none.
  const schoolYear = openDays[0] ? schoolYearStartOf(openDays[0]) : schoolYearStart;
  return (
    <section aria-labelledby="open-days" className="space-y-4">
      <SectionHeading
        id="open-days"
        eyebrow={formatTemplate(copy.schoolYear[locale], { schoolYear: schoolYearName(schoolYear) }, locale)}
        title={copy.title[locale]}
        lead={copy.lead[locale]}
      />
      <Picture
        image={admissionPictures.openDays}
        sizes={contentSizes({})}
        className="aspect-[21/9] w-full rounded object-cover shadow-sm"
      />
      <ul className="grid gap-2 md:grid-cols-2 md:gap-3">
        {openDays.map((day: OpenDay) => {
          // A past open day keeps its date and text; it is no longer offered for a calendar, and the page says what comes next.
          const past = openDayIsPast(day, today);
          return (
            <li key={day.id}>
              <article className="flex h-full flex-col overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5">
                {day.image && <Picture image={day.image} sizes={contentSizes({ md: columns(2) }, { scale: coverScale(sizeOf(day.image), 2) })} className="aspect-[2/1] w-full object-cover" />}
                <div className="flex flex-1 gap-2.5 p-2.5 sm:p-3">
                  <OpenDayDate openDay={day} />
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="font-serif text-xl font-semibold text-navy-900">{day.name[locale]}</h3>
                    <p className="text-[0.9375rem] leading-relaxed text-ink-soft">{day.text[locale]}</p>
                    {day.day === undefined && !past && <p className="text-sm text-ink-muted">{tf('monthOnly', { month: format.dateTime(monthDate(day.month), 'month') })}</p>}
                    {past && <p className="text-sm font-medium text-ink">{tp('openDayPast')}</p>}
                    <div className="mt-auto flex flex-wrap gap-1">
                      <ButtonLink href={hrefFor(locale, 'contact')} variant="secondary">
                        {t('make_your_booking')}
                      </ButtonLink>
                      {!past && <AddToCalendarLink slug={openDaySlug(day)} what={day.name[locale]} />}
                    </div>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
