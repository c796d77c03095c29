import { AdmissionPage } from '@/components/admission/admission-page';
import { admissionHero } from '@/components/admission/admission-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('admission', AdmissionPage, { Hero: admissionHero('admission') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
