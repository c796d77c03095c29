import { AdmissionPage } from '@/components/admission/admission-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('admission', AdmissionPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
