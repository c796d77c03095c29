import { ContactForm } from '@/components/forms/contact-form';
import { hydrateIslands } from './runtime';

hydrateIslands('contact-form', ContactForm);
