import { CampsHomePage } from '@/components/camps/camps-home-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('camps', CampsHomePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
