import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('ibpai', pagePlaceholder('ibpai'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
