import { sectionRoute } from '@/components/layout/section-route';
import { StudentsPage } from '@/components/meetus/students-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('students', StudentsPage, { Hero: meetUsHero('students') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
