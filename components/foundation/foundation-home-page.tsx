import { getTranslations } from 'next-intl/server';
import { foundationHome } from '@/content/foundation';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { SectionIndex } from '@/components/layout/section-index';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { FoundationLogo } from './foundation-logo';

/** The foundation home (/foundation): what it is, its pages, and an invitation to join. */
export async function FoundationHomePage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const { about, join } = foundationHome;
  return (
    <div className="space-y-8">
      <section aria-labelledby="foundation-about">
        <h2 id="foundation-about" className="mb-2 max-w-3xl text-headline font-semibold">
          {about.heading[locale]}
        </h2>
        <Paragraphs items={about.paragraphs[locale]} />
        <p className="mt-3">
          <ButtonLink href={hrefFor(locale, 'reason')}>{t('know_foundation')}</ButtonLink>
        </p>
      </section>

      <SectionIndex routeKey="foundation" />

      <section aria-labelledby="foundation-join" className="flex flex-col gap-3 rounded bg-garden-700 p-3 text-white sm:flex-row sm:items-center md:p-5">
        <FoundationLogo className="size-8 shrink-0 text-gold-300 md:size-10" />
        <div>
          <h2 id="foundation-join" className="text-title font-semibold text-white">
            {t('you_join')}
          </h2>
          <p className="mt-0.5 font-serif text-lg text-gold-100">{join.heading[locale]}</p>
          {join.paragraphs[locale].map((paragraph) => (
            <p key={paragraph} className="mt-1 max-w-prose text-white/90">
              {paragraph}
            </p>
          ))}
          <p className="mt-2">
            <ButtonLink href={hrefFor(locale, 'contact')} variant="light">
              {t('contact_us')}
            </ButtonLink>
          </p>
        </div>
      </section>
    </div>
  );
}
