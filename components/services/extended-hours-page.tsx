import { getFormatter } from 'next-intl/server';
import { extendedHours } from '@/content/services';
import { getPageLocale } from '@/lib/locale';
import { upperFirst } from '@/lib/text';
import { Clock, ClockSpan } from '@/components/ui/clock';
import { KeyFacts } from './key-facts';
import { daySpanText } from './day-span';
import { ServiceIntro } from './service-intro';

/** Extended hours: school day, extended day, support groups and the July option. */
export async function ExtendedHoursPage() {
  const locale = await getPageLocale();
  const { copy } = extendedHours;
  const format = await getFormatter({ locale });
  const julyLength = format.number(extendedHours.julyOptionDays, 'days');
  return (
    <div className="space-y-6">
      <ServiceIntro intro={copy.intro} image={extendedHours.image} />
      <KeyFacts
        title={copy.factsLabel[locale]}
        id="hours-at-a-glance"
        columns={2}
        facts={[
          {
            key: 'school',
            label: copy.schoolDayLabel[locale],
            value: <ClockSpan span={extendedHours.schoolDay} />,
          },
          {
            key: 'extended',
            label: copy.extendedDayLabel[locale],
            value: <ClockSpan span={extendedHours.extendedDay} />,
            note: `${upperFirst(await daySpanText(extendedHours.extendedDays, locale))}, ${copy.noExtraCost[locale]}.`,
          },
          {
            key: 'support',
            label: copy.supportGroupsLabel[locale],
            value: <Clock time={extendedHours.supportGroupsAt} />,
            note: copy.supportGroupsNote[locale],
          },
          { key: 'july', label: copy.julyLabel[locale], value: julyLength, note: copy.julyNote[locale] },
        ]}
      />
    </div>
  );
}
