import { getFormatter, getTranslations } from 'next-intl/server';
import { home, homeHeroPictures } from '@/content/home';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { HeroCue } from '@/components/layout/hero-cue';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { HeroCarousel } from '@/components/media/hero-carousel';

/** Home's hero: the school's ideal over its pictures. */
export async function HomeHero({ cueLabel }: { cueLabel: string }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const facts = schoolFacts(locale, await getFormatter({ locale }));
  return (
    <PageHero
      navbarStyle="overlay"
      eyebrow={home.eyebrow[locale]}
      title={home.headline[locale]}
      lead={formatTemplate(home.lead[locale], facts, locale)}
      shade={false}
      background={
        <HeroCarousel
          label={home.heroCarouselLabel[locale]}
          images={homeHeroPictures}
          navbarStyle="overlay"
        />
      }
    >
      <p className="mt-4 flex flex-wrap gap-1.5">
        <ButtonLink href={hrefFor(locale, 'application')} variant="gold">
          {t('place_application')}
        </ButtonLink>
        <ButtonLink href={hrefFor(locale, 'contact')} variant="light">
          {t('contact_us')}
        </ButtonLink>
      </p>
      <HeroCue label={cueLabel} scrollArrow />
    </PageHero>
  );
}
