import { OpenDaysPage } from '@/components/admission/open-days-page';
import { admissionHero } from '@/components/admission/admission-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('opendoors', OpenDaysPage, { Hero: admissionHero('opendoors') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
