import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('orientation', pagePlaceholder('orientation'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
