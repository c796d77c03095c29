import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { InlineScript } from '@/components/islands/inline-script';
import { sans, serif } from './fonts';

/** The page speaks both languages: it cannot tell which one the visitor came for. */
const notFoundText = (locale: Locale) => getTranslations({ locale, namespace: 'notFound' });

export async function generateMetadata(): Promise<Metadata> {
  const [es, en] = await Promise.all([notFoundText('es'), notFoundText('en')]);
  return { title: `${es('title')} · ${en('title')}` };
}

export default async function NotFound() {
  const [es, en] = await Promise.all([notFoundText('es'), notFoundText('en')]);
  return (
    <html lang="es" className={`${serif.variable} ${sans.variable}`}>
      <body className="grid min-h-svh place-items-center bg-navy-900 p-4 text-white">
        <main className="max-w-lg text-center">
          <h1 className="font-serif text-4xl text-white">{es('title')}</h1>
          <p className="mt-2 text-white/85">{es('text')}</p>
          <p className="mt-1 text-white/85" lang="en">{en('text')}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-2">
            <a className="rounded bg-white px-2 py-1 font-semibold text-navy-900" href={localizedPath('es', '/')} data-home="es">{es('homeEs')}</a>
            <a className="rounded border border-white/60 px-2 py-1 font-semibold" href={localizedPath('en', '/')} lang="en" data-home="en">{en('homeEn')}</a>
          </p>
        </main>
        {/* Unknown paths go home at once, replacing the history entry (specification section 2). */}
        <InlineScript name="not-found" />
      </body>
    </html>
  );
}
