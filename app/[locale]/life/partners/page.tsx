import { PartnersPage } from '@/components/life/partners-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('partners', PartnersPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
