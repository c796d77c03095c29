import { TvPage } from '@/components/life/channel-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('tv', TvPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
