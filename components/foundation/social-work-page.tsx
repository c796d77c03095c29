import { socialPartners, socialWorkText } from '@/content/foundation';
import { usePageLocale } from '@/lib/locale';
import { ExternalLink } from '@/components/ui/external-link';

/** Obra social (/foundation/social): the organisations the foundation supports. */
export function SocialWorkPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-lead text-ink-soft">{socialWorkText.intro[locale]}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {socialPartners.map((partner) => (
          <li key={partner.name} className="flex flex-col gap-1.5 rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 md:p-4">
            <h2 className="font-serif text-xl font-semibold text-navy-900">{partner.name}</h2>
            <p className="flex-1 leading-relaxed text-ink-soft">{partner.tagline[locale]}</p>
            <p>
              <ExternalLink href={partner.url} hrefLang="es" className="font-semibold text-garden-700 underline underline-offset-4 hover:text-garden-800">
                {socialWorkText.visit[locale]}
                <span className="sr-only">: {partner.name}</span>
              </ExternalLink>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
