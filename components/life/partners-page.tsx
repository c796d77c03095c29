import { partners, partnersPage } from '@/content/partners';
import { usePageLocale } from '@/lib/locale';
import { SectionHeading } from '@/components/ui/section-heading';

/** Six partner logos (specification section 2). */
export function PartnersPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-4">
      <SectionHeading title={partnersPage.title[locale]} lead={partnersPage.intro[locale]} />
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id} className="flex items-center gap-2 rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
            {/* Any logo, whatever its proportions, fits the same square; width and height only reserve it. A static
                export has no image optimiser for next/image: the file is served as the school saved it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={partner.logo} alt={partner.name} width={56} height={56} loading="lazy" decoding="async" className="size-7 shrink-0 object-contain" />
            <div>
              <h3 className="font-serif text-lg font-semibold leading-tight text-navy-900">{partner.name}</h3>
              <p className="mt-0.5 text-sm text-ink-soft">{partner.tagline[locale]}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
