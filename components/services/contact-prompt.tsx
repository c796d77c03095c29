import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';

type ContactPromptProps = { title: string; children?: ReactNode };

/** A closing block that invites the family to get in touch. */
export async function ContactPrompt({ title, children }: ContactPromptProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <section className="rounded bg-garden-50 p-3 ring-1 ring-garden-700/10 sm:p-4">
      <h2 className="text-title font-semibold">{title}</h2>
      {children && <div className="mt-1.5">{children}</div>}
      <ButtonLink href={hrefFor(locale, 'contact')} className="mt-3">
        {t('contact_us')}
      </ButtonLink>
    </section>
  );
}
