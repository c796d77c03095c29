import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('services', pagePlaceholder('services'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
