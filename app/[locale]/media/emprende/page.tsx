import { EmprendePage } from '@/components/life/channel-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('emprende', EmprendePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
