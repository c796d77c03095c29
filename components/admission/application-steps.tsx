import { admissionCopy, applicationSteps } from '@/content/admission';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';

/** The numbered steps to apply for a place; `compact` drops the explanations. */
export function ApplicationSteps({ compact = false }: { compact?: boolean }) {
  const locale = usePageLocale();
  return (
    <ol className={`grid gap-2 ${compact ? 'sm:grid-cols-2' : 'md:grid-cols-2 md:gap-3'}`}>
      {applicationSteps.map((step, index) => {
        const number = index + 1;
        return (
          <li
            key={step.title.en}
            className="relative flex gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3"
          >
            <span
              aria-hidden="true"
              className={`flex shrink-0 items-center justify-center rounded-full bg-garden-700 font-serif font-semibold text-white ${compact ? 'size-5 text-xl' : 'size-7 text-3xl'}`}
            >
              {number}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">
                {formatTemplate(admissionCopy.application.step[locale], { number }, locale)}
              </p>
              <h3 className={`mt-0.5 font-serif font-semibold text-navy-900 ${compact ? 'text-lg' : 'text-xl'}`}>
                {step.title[locale]}
              </h3>
              {!compact && <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{step.text[locale]}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
