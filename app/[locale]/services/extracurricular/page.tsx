import { ExtracurricularPage } from '@/components/services/extracurricular-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('extracurricular', ExtracurricularPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
