import { ServicesIndexPage } from '@/components/services/services-index-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('services', ServicesIndexPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
