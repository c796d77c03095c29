import { getFormatter } from 'next-intl/server';
import { presidentLetter } from '@/content/foundation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { FoundationLogo } from './foundation-logo';

/** Carta del Presidente (/foundation/president): a letter signed by the role. */
export async function PresidentLetterPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const letter = presidentLetter;
  return (
    <article aria-labelledby="letter-title" className="max-w-3xl rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 sm:p-5 md:p-6">
      <header className="mb-3 flex items-center gap-2 border-b border-navy-900/10 pb-3">
        <FoundationLogo className="size-6 shrink-0 text-garden-700" />
        <h2 id="letter-title" className="text-title font-semibold">
          {letter.heading[locale]}
        </h2>
      </header>
      <div className="space-y-2 font-serif text-lg leading-relaxed text-ink">
        <p>{letter.greeting[locale]}</p>
        {letter.paragraphs[locale].map((paragraph) => (
          <p key={paragraph}>{formatTemplate(paragraph, schoolFacts(locale, format), locale)}</p>
        ))}
      </div>
      <footer className="mt-4 font-serif text-lg text-ink">
        <p>{letter.closing[locale]}</p>
        <p className="mt-2 font-semibold italic text-navy-900">{letter.signature[locale]}</p>
      </footer>
    </article>
  );
}
