import { FeesPage } from '@/components/admission/fees-page';
import { admissionHero } from '@/components/admission/admission-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('fees', FeesPage, { Hero: admissionHero('fees') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
