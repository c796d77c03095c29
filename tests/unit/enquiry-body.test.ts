import { describe, expect, it } from 'vitest';
import { enquiryBody, enquiryShownForField, shownForMs } from '@/lib/enquiry-body';
import { enquirySchema } from '@/receiver/enquiry';

/*
 * How long the family has had the form, sent with the enquiry
 * (lib/enquiry-body.ts), and the receiver taking the body the page sends.
 */

describe('the time the form was shown', () => {
  const now = Date.UTC(2026, 11, 2, 10);

  it('is the page\'s own time since it opened, in whole milliseconds', () => {
    expect(shownForMs(now, 4_321.6)).toBe(4_322);
  });

  it('counts from the draft\'s first answer when that is earlier: answers brought back by a reload keep the time they took', () => {
    expect(shownForMs(now, 800, now - 95_000)).toBe(95_000);
    expect(shownForMs(now, 12_000, now - 5_000)).toBe(12_000);
    // A draft dated in the future (a clock changed since) counts for nothing.
    expect(shownForMs(now, 800, now + 60_000)).toBe(800);
  });

  it('goes in the body beside the answers and the language, which the receiver takes as it is', () => {
    const answers = {
      completeName: 'Ana García', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789', previousCenter: 'CEIP Norte',
      email: 'ana@colegio.es', course: 'course1', message: 'Hola', alumni: 'no', childrenInSchool: 'no', consent: true,
    } as const;
    const body = JSON.parse(enquiryBody(answers, 'en', 4_322)) as Record<string, unknown>;
    expect(body).toEqual({ ...answers, locale: 'en', [enquiryShownForField]: 4_322 });
    expect(enquirySchema.safeParse(body).success).toBe(true);
  });
});
