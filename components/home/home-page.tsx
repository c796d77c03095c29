import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageShell } from '@/components/layout/page-shell';
import { ScrollUpArrow } from '@/components/layout/scroll-arrows';
import { DoubtsBlock } from './doubts-block';
import { HomeCards } from './home-cards';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';

/** Home (specification section 2, "Home"). */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'scroll' });
  return (
    <PageShell routeKey="home">
      <HomeHero locale={locale} cueLabel={t('down')} />
      <div id="page-content" tabIndex={-1} className="mx-auto max-w-page space-y-8 px-2 py-8 outline-none md:py-12 lg:px-3">
        <HomeIntro locale={locale} />
        <HomeCards locale={locale} />
        <DoubtsBlock locale={locale} />
      </div>
      <ScrollUpArrow label={t('up')} />
    </PageShell>
  );
}
