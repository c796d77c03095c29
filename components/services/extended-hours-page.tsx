import { extendedHours } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { formatLocale } from '@/lib/format';
import { upperFirst } from '@/lib/text';
import { Clock, ClockSpan } from './clock';
import { KeyFacts } from './key-facts';
import { formatDaySpan } from './schedule';
import { ServiceIntro } from './service-intro';

/** Extended hours: school day, extended day, support groups and the July option. */
export function ExtendedHoursPage({ locale }: { locale: Locale }) {
  const { copy } = extendedHours;
  const julyLength = new Intl.NumberFormat(formatLocale[locale], { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
    extendedHours.julyOptionDays,
  );
  return (
    <div className="space-y-6">
      <ServiceIntro intro={copy.intro} locale={locale} image={extendedHours.image} />
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
            note: `${upperFirst(formatDaySpan(extendedHours.extendedDays, locale))}, ${copy.noExtraCost[locale]}.`,
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
