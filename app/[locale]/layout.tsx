import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { resolveLocale, localeParams, type LocaleParams } from '@/lib/locale';
import { sans, serif } from '../fonts';

export const generateStaticParams = localeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  return { title: { template: `%s · ${t('siteName')}`, default: t('siteName') } };
}

export const viewport: Viewport = { themeColor: '#0d1c36', colorScheme: 'light' };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <html lang={locale} className={`${serif.variable} ${sans.variable}`}>
      <body id="top">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-2 py-1 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
