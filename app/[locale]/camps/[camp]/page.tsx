import { notFound } from 'next/navigation';
import { campDetailPage } from '@/components/camps/camp-detail-page';
import { sectionRoute } from '@/components/layout/section-route';
import { isCampKey } from '@/content/camps';
import { campDetailRoutes, segmentsOf } from '@/content/navigation';
import { routing } from '@/i18n/routing';

type CampParams = { params: Promise<{ locale: string; camp: string }> };

// One page per camp, from the route tree (one per file of content/data/camps/).
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    campDetailRoutes.map((route) => ({ locale, camp: segmentsOf(route.path).at(-1)! })),
  );
}

function campRoute(camp: string) {
  const key = campDetailRoutes.find((candidate) => candidate.path === `/camps/${camp}`)?.key;
  if (!key || !isCampKey(key)) notFound();
  return sectionRoute(key, campDetailPage(key));
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
