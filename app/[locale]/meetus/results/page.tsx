import { sectionRoute } from '@/components/layout/section-route';
import { ResultsPage } from '@/components/meetus/results-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('results', ResultsPage, { Hero: meetUsHero('results') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
