/**
 * How long the family has had the form when the page sends it, sent with
 * the enquiry: the receiver drops one sent sooner than a person could fill
 * the form in (receiver/server.ts, MIN_FILL_SECONDS), as it does a filled
 * honeypot. Counted from the earlier of the page's opening and the first
 * answer of the draft the form holds, so that answers brought back by a
 * reload and sent at once still count the time they took to type.
 */

/** The body's field with the milliseconds (receiver/enquiry.ts accepts it). */
export const enquiryShownForField = 'shownForMs' as const;

/**
 * `pageOpenMs`: the page's own clock (performance.now(), from its opening);
 * `draftStartedAt`: when the draft's first answer was typed (ms since the epoch), if it has one.
 */
export function shownForMs(now: number, pageOpenMs: number, draftStartedAt?: number): number {
  const sinceDraft = draftStartedAt !== undefined && draftStartedAt <= now ? now - draftStartedAt : 0;
  return Math.round(Math.max(pageOpenMs, sinceDraft));
}

/** The body the page sends: the answers, the page's language, and the time shown. */
export function enquiryBody(answers: object, locale: string, shownFor: number): string {
  return JSON.stringify({ ...answers, locale, [enquiryShownForField]: shownFor });
}
