import { SportsSchoolsPage } from '@/components/services/sports-schools-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('sportsSchools', SportsSchoolsPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
