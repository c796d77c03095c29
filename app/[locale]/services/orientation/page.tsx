import { OrientationPage } from '@/components/services/care-service-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('orientation', OrientationPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
