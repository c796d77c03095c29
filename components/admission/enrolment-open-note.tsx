import { admissionCopy } from '@/content/admission';
import { site } from '@/content/site';
import { usePageLocale } from '@/lib/locale';
import { CalendarIcon } from '@/components/ui/icons';

/** "Enrolment open all school year" (specification section 1), shown while the fact holds. */
export function EnrolmentOpenNote() {
  const locale = usePageLocale();
  if (!site.facts.enrolmentOpenAllYear) return null;
  const copy = admissionCopy.intro.openAllYear;
  return (
    <aside
      aria-label={copy.title[locale]}
      className="flex items-start gap-2 rounded border-l-4 border-gold-500 bg-gold-100 p-2.5 sm:p-3"
    >
      <CalendarIcon className="mt-0.5 size-3 shrink-0 text-gold-700" />
      <div>
        <p className="font-serif text-xl font-semibold text-navy-900">{copy.title[locale]}</p>
        <p className="mt-0.5 text-ink-soft">{copy.text[locale]}</p>
      </div>
    </aside>
  );
}
