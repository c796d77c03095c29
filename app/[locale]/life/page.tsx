import { LifeIndexPage } from '@/components/life/life-index-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('life', LifeIndexPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
