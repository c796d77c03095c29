import { getFormatter, getTranslations } from 'next-intl/server';
import { campsText, dayCamp } from '@/content/camps';
import { getPageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { AskAbout } from '@/components/contact/ask-about';
import { buttonClass } from '@/components/ui/button-class';
import { ExternalLink } from '@/components/ui/external-link';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { EarlyBird } from './early-bird';

/** The School & Sports day camp page (/camps/sports). */
export async function CampsSportsPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const highlights = [
    formatTemplate(dayCamp.facilities[locale], schoolFacts(locale, format), locale),
    ...dayCamp.highlights.map((highlight) => highlight[locale]),
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="day-camp" className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div>
          <SectionHeading id="day-camp" title={campsText.dayCampHeading[locale]} lead={dayCamp.summary[locale]} />
          <Paragraphs items={dayCamp.description[locale]} />
          <ul className="mt-3 space-y-1.5 text-[1.0625rem] text-ink">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-1.5">
                <span className="mt-[0.6em] size-1 shrink-0 rounded-full bg-garden-700" aria-hidden="true" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          image={dayCamp.image}
          sizes={contentSizes({ lg: 416 })}
          className="aspect-[3/2] w-full rounded object-cover shadow-sm"
        />
      </section>

      <section aria-labelledby="day-camp-register" className="rounded bg-navy-900 p-3 text-white md:p-5">
        <h2 id="day-camp-register" className="text-title font-semibold text-white">
          {campsText.earlyBirdLabel[locale]}
        </h2>
        <EarlyBird className="mt-1.5 text-lead text-white [&_strong]:text-gold-300" />
        <p className="mt-1 max-w-prose text-white/85">{campsText.dayCampRegistration[locale]}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <ExternalLink href={dayCamp.registrationUrl} className={buttonClass('gold')}>
            {t('register')}
          </ExternalLink>
          <AskAbout topic="campsSports" variant="light" />
        </p>
      </section>
    </div>
  );
}
