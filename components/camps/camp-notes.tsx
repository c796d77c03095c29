import { getFormatter } from 'next-intl/server';
import { campsText, type Camp } from '@/content/camps';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { TitledTiles } from '@/components/ui/titled-tiles';

/** The statements a camp's notes make, course facts formatted from their numbers. */
function noteTexts(camp: Camp, locale: Locale, format: Formatter): string[] {
  const notes = (camp.notes ?? []).map((note) => note[locale]);
  const { course } = camp;
  if (!course) return notes;
  const number = (value: number) => format.number(value, 'grouped');
  return [
    ...notes,
    formatTemplate(campsText.courseHours[locale], { hours: number(course.hoursPerDay), language: course.language[locale], lessons: number(course.lessonsPerWeek) }, locale),
    formatTemplate(campsText.courseGroups[locale], { size: number(course.maxGroupSize) }, locale),
    course.outcome[locale],
  ];
}

/** "Key points" of a camp page; nothing when the camp has none. */
export async function CampNotes({ camp }: { camp: Camp }) {
  const locale = await getPageLocale();
  const notes = noteTexts(camp, locale, await getFormatter({ locale }));
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="camp-notes" className="rounded bg-garden-50 p-3 ring-1 ring-garden-700/10">
      <h2 id="camp-notes" className="text-title font-semibold">
        {campsText.notesHeading[locale]}
      </h2>
      <ul className="mt-2 space-y-1.5 text-[1.0625rem] text-ink">
        {notes.map((note) => (
          <li key={note} className="flex gap-1.5">
            <span className="mt-[0.6em] size-1 shrink-0 rounded-full bg-garden-700" aria-hidden="true" />
            <span>{note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The programmes a camp offers to choose from; nothing when it has one only. */
export function CampProgrammes({ camp }: { camp: Camp }) {
  const locale = usePageLocale();
  if (!camp.programmes?.length) return null;
  return (
    <section aria-labelledby="camp-programmes">
      <h2 id="camp-programmes" className="text-title font-semibold">
        {campsText.programmesHeading[locale]}
      </h2>
      <TitledTiles items={camp.programmes} className="mt-2" />
    </section>
  );
}
