import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { PageShell } from '@/components/layout/page-shell';
import { ScrollArrows } from '@/components/layout/scroll-arrows';
import { SectionIndex } from '@/components/layout/section-index';
import { resolveLocale, type LocaleParams } from '@/lib/locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata('home', await resolveLocale(params));
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  const ts = await getTranslations({ locale, namespace: 'scroll' });
  return (
    <PageShell routeKey="home" locale={locale}>
      <PageHero title={t('siteName')} lead={t('siteTagline')} navbarStyle="overlay" />
      <div id="page-content" tabIndex={-1} className="mx-auto max-w-page px-2 py-8 outline-none lg:px-3">
        <SectionIndex routeKey="home" locale={locale} />
      </div>
      <ScrollArrows downLabel={ts('down')} upLabel={ts('up')} />
    </PageShell>
  );
}
