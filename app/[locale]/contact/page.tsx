import { ContactPage } from '@/components/contact/contact-page';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('contact', ContactPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
