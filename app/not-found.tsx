import type { Metadata } from 'next';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import { localizedPath } from '@/content/navigation';
import { InlineScript } from '@/components/islands/inline-script';

export const metadata: Metadata = {
  title: `${es.notFound.title} · ${en.notFound.title}`,
};


export default function NotFound() {
  return (
    <html lang="es">
      <body className="grid min-h-svh place-items-center bg-navy-900 p-4 text-white">
        <main className="max-w-lg text-center">
          <h1 className="font-serif text-4xl text-white">{es.notFound.title}</h1>
          <p className="mt-2 text-white/85">{es.notFound.text}</p>
          <p className="mt-1 text-white/85" lang="en">{en.notFound.text}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-2">
            <a className="rounded bg-white px-2 py-1 font-semibold text-navy-900" href={localizedPath('es', '/')} data-home="es">{es.notFound.homeEs}</a>
            <a className="rounded border border-white/60 px-2 py-1 font-semibold" href={localizedPath('en', '/')} lang="en" data-home="en">{en.notFound.homeEn}</a>
          </p>
        </main>
        {/* Unknown paths go home at once, replacing the history entry (specification section 2). */}
        <InlineScript name="not-found" />
      </body>
    </html>
  );
}
