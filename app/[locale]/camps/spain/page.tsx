import { CampsSpainPage } from '@/components/camps/camps-region-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('campsSpain', CampsSpainPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
