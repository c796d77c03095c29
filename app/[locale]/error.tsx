'use client';

import { useParams } from 'next/navigation';
import { errorPage } from '@/content/error-page';

/**
 * What a visitor sees if a page fails while rendering in the browser (the
 * specification's "Unexpected Application Error!" screen), in the page's
 * language. A plain link and a full reload: the client router may be what broke.
 */
export default function ErrorPage() {
  const { locale } = useParams<{ locale?: string }>();
  const lang = locale === 'en' ? 'en' : 'es';
  return (
    <main id="main" className="grid min-h-svh place-items-center bg-navy-900 p-4 text-white" data-testid="error-page">
      <div className="max-w-lg text-center">
        <h1 className="font-serif text-4xl text-white">{errorPage.title[lang]}</h1>
        <p className="mt-2 text-white/85">{errorPage.text[lang]}</p>
        <p className="mt-4 flex flex-wrap justify-center gap-2">
          <button type="button" className="rounded bg-white px-2 py-1 font-semibold text-navy-900" onClick={() => window.location.reload()}>
            {errorPage.retry[lang]}
          </button>
          {/* The home page's exported URL (content/navigation.ts), written out to keep the route tree out of this bundle. */}
          <a className="rounded border border-white/60 px-2 py-1 font-semibold" href={`/${lang}/`}>
            {errorPage.home[lang]}
          </a>
        </p>
      </div>
    </main>
  );
}
