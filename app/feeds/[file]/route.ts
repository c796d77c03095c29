import { getTranslations } from 'next-intl/server';
import { newsFeedLocale, newsFeedParams, newsFeedXml } from '@/lib/news-feed';

// Written once at build time into out/feeds/news-<locale>.xml: the news as an Atom feed per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = newsFeedParams;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = newsFeedLocale((await params).file);
  if (!locale) return new Response(null, { status: 404 });
  const [layout, nav] = await Promise.all([getTranslations({ locale, namespace: 'layout' }), getTranslations({ locale, namespace: 'nav' })]);
  const xml = newsFeedXml(locale, { title: `${layout('siteName')} · ${nav('news')}`, author: layout('siteName') });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
