import { campOf, campsText, type CampKey } from '@/content/camps';
import { hrefFor } from '@/content/navigation';
import { usePageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SiteLink } from '@/components/ui/site-link';
import { CampFacts } from './camp-facts';
import { CampLinks } from './camp-links';
import { CampNotes, CampProgrammes } from './camp-notes';
import { CampRules } from './camp-rules';

const listOf = { spain: 'campsSpain', abroad: 'campsForeign' } as const;
// From md the picture covers a half as tall as the facts beside it: drawn about 600-940 px wide.
const besideFacts = contentSizes({ md: 760 });

/** The body of one camp's page (/camps/<slug>). */
export function campDetailPage(key: CampKey) {
  return function CampDetailPage() {
    const locale = usePageLocale();
    const camp = campOf(key);
    const region = campsText.regions[camp.region];
    return (
      <div className="space-y-6 md:space-y-8">
        <article className="overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5 md:grid md:grid-cols-2">
          <Picture
            image={camp.image}
            sizes={besideFacts}
            className="aspect-[3/2] w-full object-cover md:aspect-auto md:h-full"
          />
          <div className="flex flex-col gap-2 p-3 md:p-4">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{region.eyebrow[locale]}</p>
            <h2 className="text-headline font-semibold">{camp.name[locale]}</h2>
            <CampFacts camp={camp} />
            <p className="text-lead text-ink-soft">{camp.summary[locale]}</p>
            <div className="mt-auto pt-1">
              <CampLinks camp={camp} />
            </div>
          </div>
        </article>

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <section aria-labelledby="camp-about">
            <h2 id="camp-about" className="mb-2 text-title font-semibold">
              {campsText.aboutHeading[locale]}
            </h2>
            <Paragraphs items={camp.description[locale]} />
          </section>
          <CampNotes camp={camp} />
        </div>

        <CampProgrammes camp={camp} />
        <CampRules />

        <p>
          <SiteLink
            href={`${hrefFor(locale, listOf[camp.region])}#page-content`}
            className="font-semibold text-garden-700 underline underline-offset-4 hover:text-garden-800"
          >
            {region.backLink[locale]}
          </SiteLink>
        </p>
      </div>
    );
  };
}
