import { getFormatter } from 'next-intl/server';
import { sportsSchools } from '@/content/services';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { upperFirst } from '@/lib/text';
import { Card } from '@/components/ui/card';
import { CalendarIcon } from '@/components/ui/icons';
import { BookingBanner } from './booking-banner';
import { KeyFacts } from './key-facts';
import { daySpanText } from './day-span';
import { ServiceIntro } from './service-intro';

/** Sports schools: swimming, padel and courts, skiing, and the booking banner. */
export async function SportsSchoolsPage() {
  const locale = await getPageLocale();
  const copy = sportsSchools;
  const facts = schoolFacts(locale, await getFormatter({ locale }));
  const days = await Promise.all(copy.schools.map((school) => daySpanText(school.days, locale)));
  return (
    <div className="space-y-6">
      <ServiceIntro intro={copy.intro} />
      <KeyFacts
        title={copy.facilitiesTitle[locale]}
        id="sport-in-figures"
        columns={2}
        facts={[
          {
            key: 'facilities',
            label: copy.facilitiesLabel[locale],
            value: facts.sports,
          },
          {
            key: 'athletes',
            label: copy.athletesLabel[locale],
            value: `${copy.moreThan[locale]} ${facts.athletes}`,
          },
        ]}
      />
      <section aria-labelledby="sports-schools">
        <h2 id="sports-schools" className="mb-2 text-title font-semibold">
          {copy.schoolsTitle[locale]}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {copy.schools.map((school, index) => (
            <li key={school.key} data-school={school.key}>
              <Card
                title={school.title[locale]}
                image={school.image}
                footer={
                  <p className="flex items-center gap-1 text-sm font-semibold text-garden-700">
                    <CalendarIcon className="size-2.5 shrink-0" />
                    <span className="sr-only">{copy.daysLabel[locale]}: </span>
                    {upperFirst(days[index]!)}
                  </p>
                }
              >
                <p>{school.text[locale]}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <BookingBanner />
    </div>
  );
}
