import { NewsPage } from '@/components/life/news-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('news', NewsPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
