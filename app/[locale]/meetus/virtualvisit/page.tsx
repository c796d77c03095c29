import { sectionRoute } from '@/components/layout/section-route';
import { VirtualVisitPage } from '@/components/meetus/virtual-visit-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('virtualvisit', VirtualVisitPage, { Hero: meetUsHero('virtualvisit') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
