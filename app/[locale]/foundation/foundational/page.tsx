import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('foundational', pagePlaceholder('foundational'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
