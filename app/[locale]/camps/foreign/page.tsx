import { CampsForeignPage } from '@/components/camps/camps-region-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('campsForeign', CampsForeignPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
