import { getFormatter } from 'next-intl/server';
import { meetUsIndex } from '@/content/meetus';
import { englishExamBoard, resultsBlocks, type ResultsBlock } from '@/content/results';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { ExternalLink } from '@/components/ui/external-link';
import { Paragraphs } from '@/components/ui/prose';
import { FactFigure } from './fact-figure';

/** What a block adds after its text: the exam board's page, the athletes figure. */
function blockExtra(id: ResultsBlock['id'], locale: Locale, format: Formatter) {
  if (id === 'languages')
    return (
      <p className="mt-2">
        <ExternalLink
          href={englishExamBoard.href}
          hrefLang={englishExamBoard.hrefLang}
          className="font-semibold text-garden-700 underline underline-offset-4"
        >
          {englishExamBoard.label[locale]}
        </ExternalLink>
      </p>
    );
  if (id === 'sport') {
    const { athletes } = meetUsIndex.facts;
    return (
      <div className="mt-2 border-t border-navy-900/10 pt-2">
        <FactFigure prefix={athletes.prefix[locale]} value={schoolFacts(locale, format).athletes} label={athletes.label[locale]} />
      </div>
    );
  }
  return null;
}

/** Results: academic results, languages, sport and rankings. */
export async function ResultsPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const facts = schoolFacts(locale, format);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {resultsBlocks.map((block) => (
        <section
          key={block.id}
          aria-labelledby={`results-${block.id}`}
          className="flex flex-col rounded border-t-4 border-garden-600 bg-white p-3 shadow-sm ring-1 ring-navy-900/5"
        >
          <h2 id={`results-${block.id}`} className="text-title font-semibold">
            {block.title[locale]}
          </h2>
          <Paragraphs items={block.paragraphs[locale].map((text) => formatTemplate(text, facts, locale))} className="mt-2 text-base" />
          {blockExtra(block.id, locale, format)}
        </section>
      ))}
    </div>
  );
}
