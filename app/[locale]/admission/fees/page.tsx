import { FeesPage } from '@/components/admission/fees-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('fees', FeesPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
