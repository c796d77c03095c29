import { ApplicationPage } from '@/components/admission/application-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('application', ApplicationPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
