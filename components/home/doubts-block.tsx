import { getTranslations } from 'next-intl/server';
import { home } from '@/content/home';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';

/** 'Have any doubts?' with a button to the contact page. */
export async function DoubtsBlock() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <section aria-labelledby="doubts" className="relative overflow-hidden rounded bg-navy-900 px-3 py-6 text-white md:px-6 md:py-8">
      <div className="absolute -right-8 -top-8 size-40 rounded-full bg-garden-700/40" aria-hidden="true" />
      <div className="relative max-w-2xl">
        <h2 id="doubts" className="text-headline font-semibold text-white">{home.doubts.title[locale]}</h2>
        <p className="mt-1.5 text-lead text-white/85">{home.doubts.text[locale]}</p>
        <p className="mt-3">
          <ButtonLink href={hrefFor(locale, 'contact')} variant="gold">{t('contact_us')}</ButtonLink>
        </p>
      </div>
    </section>
  );
}
