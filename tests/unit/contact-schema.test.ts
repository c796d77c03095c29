import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactResolver } from '@/components/forms/contact-resolver';
import {
  COURSES, EMAIL_PATTERN, EMAIL_PATTERN_ATTRIBUTE, PHONE_DIGITS, PHONE_PATTERN, PHONE_PATTERN_ATTRIBUTE, contactFields, emptyContact, type ContactInput,
} from '@/lib/enquiry-fields';
import { contactSchema, type ContactValues } from '@/lib/enquiry';

const filledText = fc.string({ minLength: 1, maxLength: 80 }).filter((value) => value.trim().length > 0);
const digits = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((chars) => chars.join(''));
const label = (min: number) => fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), { minLength: min, maxLength: 12 }).map((chars) => chars.join(''));
const email = fc
  .tuple(label(1), label(1), fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 2, maxLength: 6 }).map((c) => c.join('')))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

const validRecord: fc.Arbitrary<ContactValues> = fc.record({
  completeName: filledText,
  address: filledText,
  population: filledText,
  phone: digits(PHONE_DIGITS),
  previousCenter: filledText,
  email,
  course: fc.constantFrom(...COURSES),
  message: filledText,
  alumni: fc.constantFrom('yes', 'no'),
  childrenInSchool: fc.constantFrom('yes', 'no'),
  consent: fc.constant(true as const),
});

const errorsOf = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contact form schema', () => {
  it('never throws, whatever it is given', () => {
    const anything = fc.anything({ maxDepth: 2, maxKeys: 6, withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true });
    fc.assert(fc.property(anything, (input) => {
      expect(() => contactSchema.safeParse(input)).not.toThrow();
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.record(Object.fromEntries(Object.keys(emptyContact).map((key) => [key, anything]))), (input) => {
      expect(() => contactSchema.safeParse(input)).not.toThrow();
    }), { numRuns: 300 });
  });

  it('accepts every valid record, unchanged', () => {
    fc.assert(fc.property(validRecord, (record) => {
      const result = contactSchema.safeParse(record);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(record);
    }), { numRuns: 300 });
  });

  it('requires every field, with the code "required"', () => {
    expect(errorsOf(emptyContact)).toEqual({
      completeName: 'required', address: 'required', population: 'required', phone: 'required',
      previousCenter: 'required', email: 'required', course: 'required', message: 'required',
      alumni: 'required', childrenInSchool: 'required', consent: 'required',
    });
    fc.assert(fc.property(validRecord, fc.constantFrom(' ', '   ', '\t\n'), (record, blank) => {
      expect(errorsOf({ ...record, message: blank }).message).toBe('required');
    }));
  });

  it('accepts a phone of exactly ten ASCII digits and nothing else', () => {
    fc.assert(fc.property(validRecord, fc.integer({ min: 0, max: 20 }).filter((n) => n !== PHONE_DIGITS), (record, length) => {
      expect(errorsOf({ ...record, phone: '1'.repeat(length) }).phone).toBe(length === 0 ? 'required' : 'invalidPhone');
    }));
    fc.assert(fc.property(validRecord, fc.string({ minLength: 1, maxLength: 20 }).filter((value) => /[^0-9]/.test(value) && value.trim() !== ''), (record, phone) => {
      expect(errorsOf({ ...record, phone }).phone).toBe('invalidPhone');
    }));
    for (const phone of ['０１２３４５６７８９', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹', '012345678 9', '+341234567', '0123456789\n']) {
      expect(errorsOf({ ...emptyContact, phone }).phone, phone).toBe('invalidPhone');
    }
    expect(errorsOf({ ...emptyContact, phone: '0123456789' }).phone).toBeUndefined();
  });

  it('checks the e-mail pattern, case-insensitively', () => {
    for (const address of ['ana@colegio.es', 'ANA.P+1@Sub.Colegio.ORG', 'a_b%c@x-y.io']) {
      expect(errorsOf({ ...emptyContact, email: address }).email, address).toBeUndefined();
    }
    for (const address of ['ana', 'ana@', 'ana@colegio', 'ana@colegio.e', 'ana@colegio.e1', '@colegio.es', 'ana @colegio.es', 'ana@colegio.es ']) {
      expect(errorsOf({ ...emptyContact, email: address }).email, address).toBe('invalidEmail');
    }
  });

  it('has pattern attributes that say what the rules say, as the browser reads them (whole, v flag)', () => {
    // https://html.spec.whatwg.org/multipage/input.html#compiled-pattern-regular-expression
    const compiled = (attribute: string) => new RegExp(`^(?:${attribute})$`, 'v');
    const [phone, email] = [compiled(PHONE_PATTERN_ATTRIBUTE), compiled(EMAIL_PATTERN_ATTRIBUTE)];
    const samples = ['', '0123456789', '012345678', '01234567890', '０１２３４５６７８９', '012345678 9', '+341234567', 'ana@colegio.es', 'ANA.P+1@Sub.Colegio.ORG',
      'a_b%c@x-y.io', 'ana', 'ana@', 'ana@colegio', 'ana@colegio.e', 'ana@colegio.e1', '@colegio.es', 'ana @colegio.es', 'ana@colegio.es ', 'a-b@c-d.ef', 'ß@colegio.es', 'ana@colegio.ÉS'];
    for (const sample of samples) {
      expect(phone.test(sample), sample).toBe(PHONE_PATTERN.test(sample));
      expect(email.test(sample), sample).toBe(EMAIL_PATTERN.test(sample));
    }
    const emailish = fc.stringMatching(/^[a-zA-Z0-9._%+\-@ ]{0,8}@[a-zA-Z0-9.\-ÉéK]{0,8}\.[a-zA-Z0-9ſK]{0,4}$/);
    fc.assert(fc.property(fc.oneof(emailish, fc.string({ maxLength: 24 })), (value) => {
      expect(email.test(value)).toBe(EMAIL_PATTERN.test(value));
      expect(phone.test(value)).toBe(PHONE_PATTERN.test(value));
    }), { numRuns: 2000 });
  });

  it('rejects a tampered course, answer or consent', () => {
    fc.assert(fc.property(validRecord, fc.string().filter((value) => !(COURSES as readonly string[]).includes(value)), (record, course) => {
      expect(errorsOf({ ...record, course }).course).toBe('required');
    }));
    expect(errorsOf({ ...emptyContact, alumni: 'maybe' }).alumni).toBe('required');
    expect(errorsOf({ ...emptyContact, consent: 'true' }).consent).toBe('required');
    expect(errorsOf({ ...emptyContact, consent: false }).consent).toBe('required');
  });

  // How long a rule takes is the benchmark's business, not a unit test's (a loaded machine would fail it):
  // bench/ could time contactSchema.safeParse on the 1 MB answers below. Here, the work each rule may do.
  describe('bounded work', () => {
    const megabyte = 1024 * 1024;
    afterEach(() => vi.restoreAllMocks());

    it('never runs the e-mail pattern on an answer without an @', () => {
      const pattern = vi.spyOn(EMAIL_PATTERN, 'test');
      const withoutAt = fc.oneof(
        fc.string({ maxLength: 200 }).filter((value) => !value.includes('@')),
        fc.constantFrom('a'.repeat(megabyte), `${'a.'.repeat(megabyte / 2)}com`, `${' '.repeat(megabyte)}x`),
      );
      fc.assert(fc.property(withoutAt, (email) => {
        expect(errorsOf({ ...emptyContact, email }).email).toBe(email.trim() === '' ? 'required' : 'invalidEmail');
      }), { numRuns: 200 });
      expect(pattern).not.toHaveBeenCalled();
      errorsOf({ ...emptyContact, email: 'ana@colegio.es' });
      expect(pattern).toHaveBeenCalledTimes(1);
    });

    it('never runs the phone pattern on an answer of the wrong length', () => {
      const pattern = vi.spyOn(PHONE_PATTERN, 'test');
      const wrongLength = fc.oneof(
        fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.length !== PHONE_DIGITS && value.trim() !== ''),
        fc.constant('1'.repeat(megabyte)),
      );
      fc.assert(fc.property(wrongLength, (phone) => {
        expect(errorsOf({ ...emptyContact, phone }).phone).toBe('invalidPhone');
      }), { numRuns: 200 });
      expect(pattern).not.toHaveBeenCalled();
    });

    it('decides on a 1 MB answer in any field', () => {
      const cases: [string, string, string | undefined][] = [
        ['completeName', 'a'.repeat(megabyte), undefined],
        ['message', ' '.repeat(megabyte), 'required'],
        ['phone', '1'.repeat(megabyte), 'invalidPhone'],
        ['email', `a@${'a.'.repeat(megabyte / 2)}`, 'invalidEmail'],
        ['email', `${'a'.repeat(megabyte - 8)}@x.com`, undefined],
        ['course', 'c'.repeat(megabyte), 'required'],
      ];
      for (const [field, value, error] of cases) expect(errorsOf({ ...emptyContact, [field]: value })[field], field).toBe(error);
    });
  });

  it('treats HTML and script payloads as plain text', () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    fc.assert(fc.property(validRecord, (record) => {
      const result = contactSchema.safeParse({ ...record, completeName: payload, message: `${payload}\n${record.message}` });
      expect(result.success).toBe(true);
      expect(result.data?.completeName).toBe(payload);
    }), { numRuns: 50 });
  });
});

describe('contact resolver (react-hook-form)', () => {
  const resolve = (values: ContactInput) =>
    contactResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('passes a valid form through with its values and no errors', async () => {
    await fc.assert(
      fc.asyncProperty(validRecord, async (values) => {
        expect(await resolve(values)).toEqual({ values, errors: {} });
      }),
      { numRuns: 50 },
    );
  });

  it('reports each field once, its first problem as the message code', async () => {
    const result = await resolve({ ...emptyContact, phone: '12345', email: 'not-an-email' });
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors).sort()).toEqual([...contactFields].sort());
    expect(result.errors.phone?.message).toBe('invalidPhone');
    expect(result.errors.email?.message).toBe('invalidEmail');
    expect(result.errors.completeName?.message).toBe('required');
    expect(result.errors.consent?.message).toBe('required');
  });
});
