import { sectionRoute } from '@/components/layout/section-route';
import { MeetUsPage } from '@/components/meetus/meetus-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('meetus', MeetUsPage, { Hero: meetUsHero('meetus') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
