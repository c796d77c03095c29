import { sectionRoute } from '@/components/layout/section-route';
import { ManifestoPage } from '@/components/meetus/manifesto-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('manifesto', ManifestoPage, { Hero: meetUsHero('manifesto') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
