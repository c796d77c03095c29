import { principleNumber, type Principle } from '@/content/manifesto';
import { usePageLocale } from '@/lib/locale';

/** The manifesto's numbered principles; the two-digit number leads each one. */
export function PrincipleList({ principles, labelledBy }: { principles: readonly Principle[]; labelledBy: string }) {
  const locale = usePageLocale();
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
      {principles.map((principle, index) => (
        <li key={principle.name.en} className="flex gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
          <span className="w-[1.3em] shrink-0 font-serif text-5xl font-semibold leading-none tracking-tight text-gold-700 tabular-nums">
            {principleNumber(index)}
          </span>
          <div className="min-w-0 pt-0.5">
            <h3 className="font-serif text-xl font-semibold text-navy-900">{principle.name[locale]}</h3>
            <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{principle.text[locale]}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
