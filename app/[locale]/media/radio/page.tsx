import { RadioPage } from '@/components/life/channel-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('radio', RadioPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
