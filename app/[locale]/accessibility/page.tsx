import { sectionRoute } from '@/components/layout/section-route';
import { legalBody } from '@/components/legal/legal-page';

const route = sectionRoute('accessibility', legalBody('accessibility'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
