import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('campsSports', pagePlaceholder('campsSports'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
