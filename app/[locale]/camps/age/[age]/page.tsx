import { notFound } from 'next/navigation';
import { campAgePage } from '@/components/camps/camp-age-page';
import { sectionRoute } from '@/components/layout/section-route';
import { campAgeRoutes } from '@/content/navigation';
import { routing } from '@/i18n/routing';

type AgeParams = { params: Promise<{ locale: string; age: string }> };

// One page per age, from the route tree.
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => campAgeRoutes.map((route) => ({ locale, age: String(route.age) })));
}

function ageRoute(age: string) {
  const route = campAgeRoutes.find((candidate) => String(candidate.age) === age);
  if (!route) notFound();
  return sectionRoute(route.key, campAgePage(route.age));
}

export async function generateMetadata({ params }: AgeParams) {
  const { locale, age } = await params;
  return ageRoute(age).generateMetadata({ params: Promise.resolve({ locale }) });
}

export default async function CampAgePage({ params }: AgeParams) {
  const { locale, age } = await params;
  const { Page } = ageRoute(age);
  return <Page params={Promise.resolve({ locale })} />;
}
