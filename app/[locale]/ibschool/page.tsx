import { IbSchoolPage } from '@/components/ibschool/ib-school-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('ibschool', IbSchoolPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
