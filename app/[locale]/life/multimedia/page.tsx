import { MultimediaPage } from '@/components/life/multimedia-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('multimedia', MultimediaPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
