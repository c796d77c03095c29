import { VisitPage } from '@/components/admission/visit-page';
import { admissionHero } from '@/components/admission/admission-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('visit', VisitPage, { Hero: admissionHero('visit') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
