import { CampsSportsPage } from '@/components/camps/camps-sports-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('campsSports', CampsSportsPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
