import { getFormatter, getTranslations } from 'next-intl/server';
import { heroImages } from '@/content/heroes';
import { meetUsHeroLeads, type MeetUsRouteKey } from '@/content/meetus';
import { getRoute } from '@/content/navigation';
import { videos } from '@/content/videos';
import { getPageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { schoolFacts } from '@/lib/school-facts';
import { routeText } from '@/lib/seo';
import { formatTemplate } from '@/lib/text';
import { HeroPicture, PageHero } from '@/components/layout/page-hero';
import { VideoThumbnail } from '@/components/media/video-thumbnail';

/*
 * PageHero stacks its text in one column. On wide screens the video sits
 * beside the title instead: its content box (PageHero's last child) becomes a
 * two-column grid. On mobile the video simply follows the title.
 */
const besideTitle = [
  'md:[&>div>div:last-child]:grid',
  'md:[&>div>div:last-child]:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
  // Eyebrow (or title), title, lead: the video's extra height goes above the text.
  'md:[&>div>div:last-child]:grid-rows-[1fr_auto_auto]',
  'md:[&>div>div:last-child]:items-end',
  'md:[&>div>div:last-child]:gap-x-6',
].join(' ');
// The video's frame: at most 28rem less its 8 px padding under the title, the 26rem column beside it from md.
const videoSizes = contentSizes({ base: { inset: 16 }, sm: 432, md: 400 }, { sideNav: false });

/** The hero of the "Meet us" pages: title and a play-button video (specification section 2). */
export function meetUsHero(routeKey: MeetUsRouteKey) {
  return async function MeetUsHero() {
    const locale = await getPageLocale();
    const t = await getTranslations({ locale, namespace: 'nav' });
    const format = await getFormatter({ locale });
    const route = getRoute(routeKey);
    const heroImage = heroImages[routeKey] ?? heroImages[route.section];
    return (
      <div className={besideTitle}>
        <PageHero
          title={t(routeKey)}
          eyebrow={route.section !== routeKey ? routeText(t, route.section) : undefined}
          lead={formatTemplate(meetUsHeroLeads[routeKey][locale], schoolFacts(locale, format), locale)}
          navbarStyle={route.navbarStyle}
          background={heroImage && <HeroPicture image={heroImage} navbarStyle={route.navbarStyle} decorative />}
        >
          <div className="mt-4 max-w-md rounded bg-white p-1 shadow-xl md:col-start-2 md:row-span-3 md:row-start-1 md:mt-0 md:max-w-none">
            {/* In the first screen: the page's largest contentful paint (a full-screen background never counts as one). */}
            <VideoThumbnail video={videos.meetUs} sizes={videoSizes} priority />
          </div>
        </PageHero>
      </div>
    );
  };
}
