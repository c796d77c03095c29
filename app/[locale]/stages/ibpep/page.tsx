import { sectionRoute } from '@/components/layout/section-route';
import { stagePage } from '@/components/stages/stage-page';

const route = sectionRoute('ibpep', stagePage('ibpep'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
