import { AlumniPage } from '@/components/life/alumni-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('alumns', AlumniPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
