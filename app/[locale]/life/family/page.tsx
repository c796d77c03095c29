import { FamilyPage } from '@/components/life/family-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('family', FamilyPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
