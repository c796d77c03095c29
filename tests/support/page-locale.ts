import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactElement } from 'react';
import { intlConfig } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';

/**
 * A server component as a page in `locale` renders it: under next-intl's
 * provider, with the locale tag and messages the pages have, from which it
 * reads the page's locale (usePageLocale, lib/locale.ts).
 */
export function inPage(locale: Locale, element: ReactElement): ReactElement {
  const provider: ComponentProps<typeof NextIntlClientProvider> = { ...intlConfig(locale), children: element };
  return createElement(NextIntlClientProvider, provider);
}
