import { hydrateIslands } from './runtime';

void hydrateIslands('contact-form', () => import('@/components/forms/contact-form').then((module) => module.ContactForm));
