import { sectionRoute } from '@/components/layout/section-route';
import { ValuesPage } from '@/components/meetus/values-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('values', ValuesPage, { Hero: meetUsHero('values') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
