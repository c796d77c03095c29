import { campKeys, type CampKey } from './camps';
import { readData } from './data';

/**
 * What a family can ask about from another page, with "Ask about this camp"
 * or "Ask about fees": the route key of the page they asked from. The
 * contact form shows it and starts the message with it.
 */
export type EnquiryTopic = 'fees' | 'campsSports' | CampKey;

export const enquiryTopics: readonly EnquiryTopic[] = ['fees', 'campsSports', ...campKeys];

/** Contact page copy (specification section 2, "Contact page"), in content/data/contact.json, shaped by content/schemas/contact.ts. Contact data itself is in site.ts. */
export const { contactPage, pictures: contactPictures } = readData('contact.json');
