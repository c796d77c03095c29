import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { RouteKey } from '@/content/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/locale';
import { pageMetadata } from '@/lib/metadata';
import { StructuredData } from '@/components/seo/structured-data';
import { PageShell } from './page-shell';
import { SectionLayout } from './section-layout';

type PageBody = () => ReactNode | Promise<ReactNode>;

/**
 * What a section route file exports: the page (shell, section layout, body)
 * and its metadata. Keeps every file under app/ to a few lines.
 */
export function sectionRoute(key: RouteKey, Body: PageBody, options: { Hero?: PageBody } = {}) {
  const { Hero } = options;
  async function Page({ params }: LocaleParams) {
    await resolveLocale(params);
    return (
      <PageShell routeKey={key}>
        <SectionLayout routeKey={key} hero={Hero ? <Hero /> : undefined}>
          <Body />
        </SectionLayout>
        <StructuredData routeKey={key} />
      </PageShell>
    );
  }
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    return pageMetadata(key, await resolveLocale(params));
  }
  return { Page, generateMetadata };
}
