import { CalendarPage } from '@/components/life/calendar-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('calendar', CalendarPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
