import { manifesto } from '@/content/manifesto';
import { usePageLocale } from '@/lib/locale';
import { SectionHeading } from '@/components/ui/section-heading';
import { PrincipleList } from './principle-list';

/** The manifesto: headline, quote and the numbered principles. */
export function ManifestoPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-8">
      <section aria-labelledby="manifesto-headline">
        <SectionHeading id="manifesto-headline" eyebrow={manifesto.eyebrow[locale]} title={manifesto.headline[locale]} />
        <blockquote className="relative max-w-3xl border-l-4 border-gold-500 py-1 pl-3">
          <p className="font-serif text-title italic leading-snug text-navy-800">{manifesto.quote[locale]}</p>
        </blockquote>
      </section>
      <section aria-labelledby="principles">
        <SectionHeading id="principles" title={manifesto.principlesTitle[locale]} />
        <PrincipleList principles={manifesto.principles} labelledBy="principles" />
      </section>
    </div>
  );
}
