import { getFormatter, getTranslations } from 'next-intl/server';
import { magazine } from '@/content/media';
import { dateOf, isoMonth } from '@/lib/dates';
import { getPageLocale } from '@/lib/locale';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass } from '@/components/ui/button-class';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { MediaSlider } from './media-slider';

/** The Liceo Times: issue 1, December 2023, with a download button (specification section 2). */
export async function MagazinePage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const { published } = magazine;
  return (
    <div className="space-y-6">
      <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-6">
        <Picture
          image={magazine.cover}
          sizes="256px"
          className="mx-auto w-full max-w-[16rem] rounded shadow-xl ring-1 ring-navy-900/10"
        />
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">
            {magazine.issueLabel[locale]} {magazine.issue} ·{' '}
            <time dateTime={isoMonth(published)}>{format.dateTime(dateOf({ ...published, day: 1 }), 'monthYear')}</time>
          </p>
          <h2 className="mb-2 text-headline font-semibold">{magazine.name}</h2>
          <Paragraphs items={magazine.paragraphs[locale]} />
          <ExternalLink href={magazine.pdfUrl} className={`mt-3 ${buttonClass('primary')}`}>
            {t('download_magazine')}
            <span className="sr-only"> (PDF)</span>
          </ExternalLink>
        </div>
      </div>
      <MediaSlider id="magazine-slider" title={magazine.sliderTitle} slides={magazine.slides} />
    </div>
  );
}
