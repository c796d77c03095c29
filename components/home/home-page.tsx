import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/lib/locale';
import { PageShell } from '@/components/layout/page-shell';
import { ScrollUpArrow } from '@/components/layout/scroll-arrows';
import { DoubtsBlock } from './doubts-block';
import { HomeCards } from './home-cards';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';

/** Home (specification section 2, "Home"). */
export async function HomePage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'scroll' });
  return (
    <PageShell routeKey="home">
      <HomeHero cueLabel={t('down')} />
      <div id="page-content" tabIndex={-1} className="mx-auto max-w-page space-y-8 px-2 py-8 outline-none md:py-12 lg:px-3">
        <HomeIntro />
        <HomeCards />
        <DoubtsBlock />
      </div>
      <ScrollUpArrow label={t('up')} />
    </PageShell>
  );
}
