import { ApplicationPage } from '@/components/admission/application-page';
import { admissionHero } from '@/components/admission/admission-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('application', ApplicationPage, { Hero: admissionHero('application') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
