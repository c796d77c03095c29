import { pagePlaceholder } from '@/components/layout/page-placeholder';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('alumns', pagePlaceholder('alumns'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
