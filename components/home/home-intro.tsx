import { getFormatter } from 'next-intl/server';
import { home } from '@/content/home';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { SchoolFacts } from '@/components/school/school-facts';
import { Prose } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';

/** The school's ideals and its figures. */
export async function HomeIntro() {
  const locale = await getPageLocale();
  const facts = schoolFacts(locale, await getFormatter({ locale }));
  return (
    <section aria-labelledby="home-intro" className="space-y-5">
      <div className="grid gap-3 lg:grid-cols-[5fr_7fr] lg:gap-8">
        <SectionHeading id="home-intro" title={home.intro.title[locale]} />
        <Prose className="lg:pt-1">
          {home.intro.paragraphs[locale].map((paragraph) => (
            <p key={paragraph}>{formatTemplate(paragraph, facts, locale)}</p>
          ))}
        </Prose>
      </div>
      <div>
        <h2 className="sr-only">{home.factsTitle[locale]}</h2>
        <SchoolFacts />
      </div>
    </section>
  );
}
