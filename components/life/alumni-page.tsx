import { getTranslations } from 'next-intl/server';
import { alumniPage as content } from '@/content/life';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { schoolFacts } from '@/lib/school-facts';
import { fill } from '@/lib/text';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';

/** Former pupils staying in touch (/life/alumns). */
export async function AlumniPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const paragraphs = content.paragraphs[locale].map((text) => fill(text, schoolFacts(locale)));
  return (
    <div className="space-y-6">
      <div>
        <SectionHeading title={content.title[locale]} />
        <Paragraphs items={paragraphs} />
      </div>
      <section aria-labelledby="alumni-ways">
        <h3 id="alumni-ways" className="mb-2 text-title font-semibold">
          {content.waysTitle[locale]}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {content.ways.map((way) => (
            <li key={way.id} className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
              <h4 className="font-serif text-lg font-semibold text-navy-900">{way.title[locale]}</h4>
              <p className="mt-0.5 leading-relaxed text-ink-soft">{way.text[locale]}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col items-start gap-2 rounded bg-navy-900 p-3 text-white sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <p className="font-serif text-xl">{content.closing[locale]}</p>
        <ButtonLink href={hrefFor(locale, 'contact')} variant="light">
          {t('contact_us')}
        </ButtonLink>
      </div>
    </div>
  );
}
