import { StagesPage } from '@/components/stages/stages-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('stages', StagesPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
