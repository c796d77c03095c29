import { campRules, campsText } from '@/content/camps';
import { usePageLocale } from '@/lib/locale';

/** What is forbidden at every camp, and the consequence. */
export function CampRules() {
  const locale = usePageLocale();
  return (
    <section aria-labelledby="camp-rules" className="rounded border-l-4 border-gold-500 bg-white p-3 shadow-sm ring-1 ring-navy-900/5 md:p-4">
      <h2 id="camp-rules" className="text-title font-semibold">
        {campsText.rulesHeading[locale]}
      </h2>
      <p className="mt-1.5 max-w-prose text-ink-soft">{campsText.rulesIntro[locale]}</p>
      <ul className="mt-2 flex flex-wrap gap-1">
        {campRules.forbidden.map((item) => (
          <li key={item.en} className="rounded-full bg-coral-100 px-1.5 py-0.5 text-sm font-semibold text-ink first-letter:uppercase">
            {item[locale]}
          </li>
        ))}
      </ul>
      <p className="mt-2 max-w-prose font-medium text-ink">{campRules.consequence[locale]}</p>
    </section>
  );
}
