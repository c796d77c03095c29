import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPageLocale } from '@/lib/locale';
import { ExternalIcon } from './icons';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Language of the target page, when it differs from the page's. */
  hrefLang?: string;
};

/** A link that opens in a new tab, safely, and says so to screen readers. */
export async function ExternalLink({ href, children, className = '', hrefLang }: ExternalLinkProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" hrefLang={hrefLang} className={`inline-flex items-center gap-0.5 ${className}`}>
      {children}
      <ExternalIcon className="size-2 shrink-0" />
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
