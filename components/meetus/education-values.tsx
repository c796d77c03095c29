import { educationValues } from '@/content/education';
import { principleNumber } from '@/content/manifesto';
import { usePageLocale } from '@/lib/locale';

/** The educational project's numbered values. */
export function EducationValues({ label }: { label: string }) {
  const locale = usePageLocale();
  return (
    <ol aria-label={label} className="mt-2 grid gap-x-3 gap-y-1.5 sm:grid-cols-2">
      {educationValues.map((value, index) => (
        <li key={value.name.en} className="flex gap-1.5 border-t border-navy-900/10 pt-1.5">
          <span className="w-4 shrink-0 font-serif text-xl font-semibold leading-tight text-gold-700 tabular-nums">{principleNumber(index)}</span>
          <p className="text-[0.9375rem] leading-relaxed text-ink-soft">
            <strong className="font-semibold text-ink">{value.name[locale]}.</strong> {value.text[locale]}
          </p>
        </li>
      ))}
    </ol>
  );
}
