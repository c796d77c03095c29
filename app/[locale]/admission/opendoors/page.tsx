import { OpenDaysPage } from '@/components/admission/open-days-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('opendoors', OpenDaysPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
