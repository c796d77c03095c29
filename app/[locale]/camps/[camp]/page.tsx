import { notFound } from 'next/navigation';
import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';
import { campDetailRoutes, segmentsOf, type RouteKey } from '@/content/navigation';
import { routing } from '@/i18n/routing';

type CampParams = { params: Promise<{ locale: string; camp: string }> };

// The seven camp detail pages come from the route tree.
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    campDetailRoutes.map((route) => ({ locale, camp: segmentsOf(route.path).at(-1)! })),
  );
}

function campRoute(camp: string) {
  const route = campDetailRoutes.find((candidate) => candidate.path === `/camps/${camp}`);
  if (!route) notFound();
  return sectionRoute(route.key as RouteKey, pagePlaceholder(route.key));
}

export async function generateMetadata({ params }: CampParams) {
  const { locale, camp } = await params;
  return campRoute(camp).generateMetadata({ params: Promise.resolve({ locale }) });
}

export default async function CampPage({ params }: CampParams) {
  const { locale, camp } = await params;
  const { Page } = campRoute(camp);
  return <Page params={Promise.resolve({ locale })} />;
}
