import { getFormatter } from 'next-intl/server';
import { foundationReason } from '@/content/foundation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { Paragraphs } from '@/components/ui/prose';

/** Razón de ser (/foundation/reason): why the foundation exists and how it works. */
export async function ReasonPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  return (
    <div className="space-y-6">
      <p className="max-w-3xl font-serif text-title text-navy-900">{foundationReason.lead[locale]}</p>
      {foundationReason.sections.map((section, index) => (
        <section key={section.heading.en} aria-labelledby={`reason-${index}`}>
          <h2 id={`reason-${index}`} className="mb-2 text-headline font-semibold">
            {section.heading[locale]}
          </h2>
          <Paragraphs items={section.paragraphs[locale].map((paragraph) => formatTemplate(paragraph, schoolFacts(locale, format), locale))} />
        </section>
      ))}
    </div>
  );
}
