import { sectionRoute } from '@/components/layout/section-route';
import { EducationPage } from '@/components/meetus/education-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('education', EducationPage, { Hero: meetUsHero('education') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
