import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('extended', pagePlaceholder('extended'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
