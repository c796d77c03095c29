import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { resolveLocale, localeParams, type LocaleParams } from '@/lib/locale';
import { iconFiles } from '@/lib/seo';
import { InlineScript } from '@/components/islands/inline-script';
import { checkIslandsReact } from '@/components/islands/one-react';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { sans, serif } from '../fonts';

export const generateStaticParams = localeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  return {
    // Relative metadata URLs resolve against the site's public address (SITE_URL at build time).
    metadataBase: new URL(site.url),
    title: { template: `%s · ${t('siteName')}`, default: t('siteName') },
    applicationName: t('siteName'),
    // Listing icons here replaces the link app/icon.svg would add by itself, so it is listed too;
    // the others are drawn from it by the post-build step.
    icons: {
      icon: [
        { url: iconFiles.favicon, sizes: '32x32' },
        { url: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
      apple: [{ url: iconFiles.appleTouch, sizes: '180x180', type: 'image/png' }],
    },
  };
}

export const viewport: Viewport = { themeColor: site.themeColor, colorScheme: 'light' };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  checkIslandsReact();
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <html lang={locale} className={`${serif.variable} ${sans.variable}`}>
      <body id="top" className="pb-8 md:pb-0 print:pb-0">
        <InlineScript name="controls" />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-2 py-1 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t('skipToContent')}
        </a>
        <PreviewBanner />
        {children}
      </body>
    </html>
  );
}
