import { sectionRoute } from '@/components/layout/section-route';
import { legalBody } from '@/components/legal/legal-page';

const route = sectionRoute('whistleblower', legalBody('whistleblower'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
