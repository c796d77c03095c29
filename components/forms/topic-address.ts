import type { EnquiryTopic } from '@/content/contact';

/**
 * "Ask about this camp" / "Ask about fees" are plain links that name their
 * topic in the contact page's address (…/contact/?topic=fees), so they work
 * at the first touch with no code; the contact form takes the topic from
 * there into its draft.
 */
export const topicParam = 'topic';

/** The contact page's address carrying a topic, landing on the page's content. */
export function contactHrefWithTopic(contactPath: string, topic: EnquiryTopic): string {
  return `${contactPath}?${new URLSearchParams({ [topicParam]: topic })}#page-content`;
}

/**
 * The topic this page was opened with, if it is one the form knows. The
 * address is then cleaned, so a reload after the family drops the topic
 * does not bring it back.
 */
export function takeTopicFromAddress(known: Readonly<Record<string, unknown>>): EnquiryTopic | undefined {
  const url = new URL(window.location.href);
  const topic = url.searchParams.get(topicParam);
  if (topic === null) return undefined;
  url.searchParams.delete(topicParam);
  window.history.replaceState(window.history.state, '', url);
  return Object.hasOwn(known, topic) ? (topic as EnquiryTopic) : undefined;
}
