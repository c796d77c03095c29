import { MediaIndexPage } from '@/components/life/media-index-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('media', MediaIndexPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
