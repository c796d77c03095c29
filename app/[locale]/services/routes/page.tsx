import { RoutesPage } from '@/components/services/routes-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('routes', RoutesPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
