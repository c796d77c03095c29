import { notFound } from 'next/navigation';
import { yearGroupPage } from '@/components/admission/year-group-page';
import { sectionRoute } from '@/components/layout/section-route';
import { yearGroupRoutes } from '@/content/navigation';
import { routing } from '@/i18n/routing';

type YearParams = { params: Promise<{ locale: string; year: string }> };

// One page per year of birth, from the route tree.
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => yearGroupRoutes.map((route) => ({ locale, year: String(route.birthYear) })));
}

function yearRoute(year: string) {
  const route = yearGroupRoutes.find((candidate) => String(candidate.birthYear) === year);
  if (!route) notFound();
  return sectionRoute(route.key, yearGroupPage(route.key, route.birthYear));
}

export async function generateMetadata({ params }: YearParams) {
  const { locale, year } = await params;
  return yearRoute(year).generateMetadata({ params: Promise.resolve({ locale }) });
}

export default async function YearGroupPage({ params }: YearParams) {
  const { locale, year } = await params;
  const { Page } = yearRoute(year);
  return <Page params={Promise.resolve({ locale })} />;
}
