import { getTranslations } from 'next-intl/server';
import { buildDate } from '@/lib/build-date';
import { pastFiles } from '@/lib/dated-files';
import { dateOf } from '@/lib/dates';
import { deployContext } from '@/lib/deploy-context';
import { getPageLocale } from '@/lib/locale';

/**
 * On a host's deploy preview (what the office looks at before publishing a
 * change saved in the editor), the files whose dates are all past as of the
 * build's date, on every page: a year that is over, left for the office to
 * move on (docs/staff-guide.md). The published site and local builds never
 * show it. Its top clears the navbar, which sits over the top of the page.
 */
export async function PreviewBanner() {
  if (deployContext() !== 'preview') return null;
  const today = buildDate();
  const past = pastFiles(today);
  if (past.length === 0) return null;
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'previewBanner' });
  return (
    <section aria-label={t('label')} className="bg-gold-100 px-2 pb-3 pt-12 text-ink print:hidden lg:px-3" data-preview-banner="">
      <div className="mx-auto max-w-page space-y-1">
        <p className="font-serif text-xl font-semibold text-navy-900">{t('title')}</p>
        <p>{t('lead', { date: dateOf(today) })}</p>
        <ul className="list-disc space-y-0.5 pl-3">
          {past.map(({ file, screen, lastDay }) => (
            <li key={file}>{t('item', { screen, file, last: dateOf(lastDay) })}</li>
          ))}
        </ul>
        <p className="text-sm text-ink-soft">{t('note')}</p>
      </div>
    </section>
  );
}
