import { ActivitiesPage } from '@/components/life/activities-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('activities', ActivitiesPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
