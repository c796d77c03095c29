import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { StructuredData } from '@/components/seo/structured-data';
import { resolveLocale, type LocaleParams } from '@/lib/locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata('home', await resolveLocale(params));
}

export default async function Home({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <HomePage />
      <StructuredData routeKey="home" />
    </>
  );
}
