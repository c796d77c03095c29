import { activityGroups, extracurricularCopy } from '@/content/extracurricular';
import { usePageLocale } from '@/lib/locale';
import { ActivityGroup } from './activity-group';
import { ServiceIntro } from './service-intro';

/** Extracurricular activities, by group, and where to find the brochure. */
export function ExtracurricularPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-8">
      <ServiceIntro intro={extracurricularCopy.intro} />
      {activityGroups.map((group) => (
        <ActivityGroup key={group.key} group={group} />
      ))}
      <p className="rounded bg-cream-deep p-3 text-ink-soft">{extracurricularCopy.brochure[locale]}</p>
    </div>
  );
}
