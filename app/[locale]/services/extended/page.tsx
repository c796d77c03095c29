import { ExtendedHoursPage } from '@/components/services/extended-hours-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('extended', ExtendedHoursPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
