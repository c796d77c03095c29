import { campsText, type CampRegion } from '@/content/camps';
import { usePageLocale } from '@/lib/locale';
import { SectionHeading } from '@/components/ui/section-heading';
import { CampList } from './camp-list';

/** The body of a camp list page (/camps/spain, /camps/foreign). */
function campsRegionPage(region: CampRegion) {
  return function CampsRegionPage() {
    const locale = usePageLocale();
    const text = campsText.regions[region];
    return (
      <section aria-labelledby="camps-list">
        <SectionHeading id="camps-list" title={text.heading[locale]} lead={text.lead[locale]} />
        <CampList region={region} />
      </section>
    );
  };
}

export const CampsSpainPage = campsRegionPage('spain');
export const CampsForeignPage = campsRegionPage('abroad');
