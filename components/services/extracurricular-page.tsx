import { activityGroups, extracurricularCopy } from '@/content/extracurricular';
import type { Locale } from '@/i18n/routing';
import { ActivityGroup } from './activity-group';
import { ServiceIntro } from './service-intro';

/** Extracurricular activities, by group, and where to find the brochure. */
export function ExtracurricularPage({ locale }: { locale: Locale }) {
  return (
    <div className="space-y-8">
      <ServiceIntro intro={extracurricularCopy.intro} locale={locale} />
      {activityGroups.map((group) => (
        <ActivityGroup key={group.key} group={group} locale={locale} />
      ))}
      <p className="rounded bg-cream-deep p-3 text-ink-soft">{extracurricularCopy.brochure[locale]}</p>
    </div>
  );
}
