import { DiningRoomPage } from '@/components/services/dining-room-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('diningroom', DiningRoomPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
