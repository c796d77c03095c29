import type { Camp } from '@/content/camps';
import { hrefFor } from '@/content/navigation';
import { usePageLocale } from '@/lib/locale';
import type { ContentWidths } from '@/lib/picture-sizes';
import { Card } from '@/components/ui/card';
import { CampFacts } from './camp-facts';

/** A camp in a list: the whole card leads to its page. */
type CampCardProps = { camp: Camp; headingLevel?: 'h2' | 'h3'; imageWidths?: ContentWidths };

export function CampCard({ camp, headingLevel = 'h3', imageWidths }: CampCardProps) {
  const locale = usePageLocale();
  return (
    <Card title={camp.name[locale]} image={camp.image} href={hrefFor(locale, camp.key)} headingLevel={headingLevel} imageWidths={imageWidths}>
      <CampFacts camp={camp} className="mb-1" />
      <p>{camp.summary[locale]}</p>
    </Card>
  );
}
