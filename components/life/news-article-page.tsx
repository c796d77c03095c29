import { getTranslations } from 'next-intl/server';
import { articleOf } from '@/content/news';
import { hrefFor, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { markdownHtml } from '@/lib/markdown';
import { contentSizes } from '@/lib/picture-sizes';
import { pageUrl } from '@/lib/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { DayTime } from '@/components/ui/dates';
import { Picture } from '@/components/ui/picture';
import { Prose } from '@/components/ui/prose';
import { ShareLinks } from './share-links';

/** A news article's page (/life/news/<slug>): its date, photo, text and share links; its title is the page's. */
export function newsArticlePage(key: RouteKey, slug: string) {
  return async function NewsArticlePage() {
    const locale = await getPageLocale();
    const t = await getTranslations({ locale, namespace: 'news' });
    const article = articleOf(slug);
    return (
      <article className="space-y-4">
        <p className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-700">
          <DayTime date={article.day} withYear />
        </p>
        <Picture image={article.image} sizes={contentSizes({})} className="w-full rounded" />
        {/* Rendered at build time from the editor's formatted text, raw HTML off (lib/markdown.ts). */}
        <Prose className="[&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-ink [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-ink [&_ol]:list-decimal [&_ol]:pl-3 [&_ul]:list-disc [&_ul]:pl-3">
          <div className="space-y-2" dangerouslySetInnerHTML={{ __html: markdownHtml(article.body[locale]) }} />
        </Prose>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-navy-900/10 pt-2">
          <ShareLinks pageUrl={pageUrl(locale, key)} title={article.title[locale]} />
          <ButtonLink href={hrefFor(locale, 'news')} variant="secondary">
            {t('all')}
          </ButtonLink>
        </div>
      </article>
    );
  };
}
