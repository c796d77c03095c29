import { getTranslations } from 'next-intl/server';
import type { RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { SectionIndex } from './section-index';

/** Temporary body of a page whose content is not written yet. */
export function pagePlaceholder(routeKey: RouteKey) {
  return async function PagePlaceholder({ locale }: { locale: Locale }) {
    const t = await getTranslations({ locale, namespace: 'layout' });
    return (
      <div className="space-y-4">
        <p className="max-w-prose text-lead text-ink-soft">{t('siteTagline')}</p>
        <SectionIndex routeKey={routeKey} locale={locale} />
      </div>
    );
  };
}
