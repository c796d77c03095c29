import { VisitPage } from '@/components/admission/visit-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('visit', VisitPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
