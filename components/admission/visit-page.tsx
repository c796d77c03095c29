import { getTranslations } from 'next-intl/server';
import { admissionCopy, admissionPictures } from '@/content/admission';
import { hrefFor } from '@/content/navigation';
import { site, telHref } from '@/content/site';
import { getPageLocale } from '@/lib/locale';
import { contentSizes, coverScale } from '@/lib/picture-sizes';
import { sizeOf } from '@/lib/pictures';
import { ButtonLink } from '@/components/ui/button-link';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TechnicalDirectors } from './technical-directors';

const linkClass = 'font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800';

/** /admission/visit: who welcomes families, stage by stage, and how to ask for a visit. */
export async function VisitPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const copy = admissionCopy.visit;
  return (
    <div className="space-y-8">
      <section aria-labelledby="visit-directors">
        <SectionHeading id="visit-directors" title={copy.directors.title[locale]} lead={copy.directors.lead[locale]} />
        <TechnicalDirectors />
      </section>
      <section aria-labelledby="visit-request" className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
        <div>
          <SectionHeading id="visit-request" title={copy.request.title[locale]} />
          <Paragraphs items={copy.request.paragraphs[locale]} />
          <dl className="mt-3 grid gap-1.5 sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">{copy.request.phone[locale]}</dt>
            <dd className="flex flex-wrap gap-x-2">
              {site.contact.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              ))}
            </dd>
            <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">{copy.request.email[locale]}</dt>
            <dd>
              <a href={`mailto:${site.contact.email}`} className={linkClass}>
                {site.contact.email}
              </a>
            </dd>
          </dl>
          <ButtonLink href={hrefFor(locale, 'contact')} className="mt-3">
            {t('contact_us')}
          </ButtonLink>
        </div>
        <Picture
          image={admissionPictures.visit}
          sizes={contentSizes({ lg: { share: 0.9 / 1.9, gaps: 32 } }, { scale: coverScale(sizeOf(admissionPictures.visit), 4 / 3) })}
          className="aspect-[4/3] w-full rounded object-cover shadow-sm"
        />
      </section>
    </div>
  );
}
