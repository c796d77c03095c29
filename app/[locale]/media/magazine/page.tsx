import { MagazinePage } from '@/components/life/magazine-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('magazine', MagazinePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
