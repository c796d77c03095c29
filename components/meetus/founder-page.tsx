import { getFormatter } from 'next-intl/server';
import { founderPage, meetUsPictures } from '@/content/meetus';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { MoreLink } from './more-link';

/** The founder, by role only: what founding the school set out to do. */
export async function FounderPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const facts = schoolFacts(locale, format);
  const copy = founderPage;
  return (
    <div className="space-y-8">
      <section aria-labelledby="founder-dream" className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div>
          <SectionHeading id="founder-dream" title={copy.title[locale]} />
          <Paragraphs items={copy.paragraphs[locale].map((text) => formatTemplate(text, facts, locale))} />
        </div>
        <figure className="lg:mt-10">
          <Picture
            image={meetUsPictures.founder}
            sizes={contentSizes({ lg: 352 })}
            className="aspect-[3/2] w-full rounded object-cover shadow-sm"
          />
          <figcaption className="mt-1 text-sm text-ink-muted">{formatTemplate(copy.caption[locale], facts, locale)}</figcaption>
        </figure>
      </section>
      <section aria-labelledby="founder-aims">
        <SectionHeading id="founder-aims" title={copy.aimsTitle[locale]} />
        <TitledTiles items={copy.aims} />
      </section>
      <p>
        <MoreLink href={`${hrefFor(locale, 'manifesto')}#page-content`}>{copy.next[locale]}</MoreLink>
      </p>
    </div>
  );
}
