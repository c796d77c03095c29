import { hydrateIslands } from './runtime';

// Awaited: the module is done once its islands are handed to React, and fails if their code does not come.
await hydrateIslands('contact-form', () => import('@/components/forms/contact-form').then((module) => module.ContactForm));
