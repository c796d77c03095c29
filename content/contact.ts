import { campKeys, type CampKey } from './camps';
import { readData } from './data';
import { yearGroupRoutes, type YearGroupKey } from './navigation';

/**
 * What a family can ask about from another page, with "Ask about this camp",
 * "Ask about fees" or "Ask us about their year group": the route key of the
 * page they asked from. The contact form shows it and starts the message with it.
 */
export type EnquiryTopic = 'fees' | 'campsSports' | CampKey | YearGroupKey;

export const enquiryTopics: readonly EnquiryTopic[] = ['fees', 'campsSports', ...campKeys, ...yearGroupRoutes.map((route) => route.key)];

/** Whether a topic is a year of birth's page (`yearGroup2018`). */
export function isYearGroupTopic(topic: EnquiryTopic): topic is YearGroupKey {
  return yearGroupRoutes.some((route) => route.key === topic);
}

/** Contact page copy (specification section 2, "Contact page"), in content/data/contact.json, shaped by content/schemas/contact.ts. Contact data itself is in site.ts. */
export const { contactPage, pictures: contactPictures } = readData('contact.json');
