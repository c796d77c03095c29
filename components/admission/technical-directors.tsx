import { getTranslations } from 'next-intl/server';
import { admissionCopy, technicalDirectors } from '@/content/admission';
import { getStage } from '@/content/stages';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { UserIcon } from '@/components/ui/icons';

/** One card per stage: the technical director's role (and name, once the school adds it). */
export async function TechnicalDirectors() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'format' });
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {technicalDirectors.map((director) => {
        const stage = getStage(director.stage);
        return (
          <li key={director.stage} className="flex gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-garden-50 text-garden-700">
              <UserIcon className="size-3" />
            </span>
            <div>
              <h3 className="font-serif text-xl font-semibold text-navy-900">
                {formatTemplate(admissionCopy.visit.directors.role[locale], { stage: stage.name[locale] }, locale)}
              </h3>
              {director.name && <p className="mt-0.5 text-ink">{director.name}</p>}
              <p className="mt-0.5 text-sm text-ink-muted">{t('ages', stage.ages)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
