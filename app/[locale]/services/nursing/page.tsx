import { NursingPage } from '@/components/services/care-service-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('nursing', NursingPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
