import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { deliver, deliveryPolicy, nextStep, retryAfterMs, type AttemptOutcome } from '@/lib/enquiry-delivery';
import { metaPolicy } from '@/scripts/postbuild/host-rules';

const outcome: fc.Arbitrary<AttemptOutcome> = fc.oneof(
  fc.record({ kind: fc.constant('response' as const), status: fc.integer({ min: 100, max: 599 }), retryAfterMs: fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }) }),
  fc.constant({ kind: 'network-error' as const }),
  fc.constant({ kind: 'timeout' as const }),
);
const accepted = (result: AttemptOutcome) => result.kind === 'response' && result.status >= 200 && result.status < 300;

/** Runs the delivery against a scripted endpoint: each attempt gets the next outcome. */
async function run(outcomes: AttemptOutcome[]) {
  const sent: AttemptOutcome[] = [];
  const waits: number[] = [];
  const result = await deliver(
    async () => {
      const next = outcomes[sent.length] ?? { kind: 'network-error' as const };
      sent.push(next);
      return next;
    },
    async (ms) => void waits.push(ms),
  );
  return { result, sent, waits };
}

describe('enquiry delivery', () => {
  it('never makes more than three attempts, never more than one accepted delivery, and stops at the first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { maxLength: 8 }), async (outcomes) => {
        const { result, sent } = await run(outcomes);
        expect(sent.length).toBeLessThanOrEqual(deliveryPolicy.maxAttempts);
        expect(sent.filter(accepted).length).toBeLessThanOrEqual(1);
        // Nothing is sent after a success.
        const firstSuccess = sent.findIndex(accepted);
        if (firstSuccess >= 0) expect(sent.length).toBe(firstSuccess + 1);
        expect(result).toBe(firstSuccess >= 0 ? 'sent' : 'failed');
      }),
    );
  });

  it('retries a network error, a timeout, a 5xx and a 429; fails at once on any other 4xx', () => {
    for (const retried of [{ kind: 'network-error' }, { kind: 'timeout' }, { kind: 'response', status: 503 }, { kind: 'response', status: 500 }, { kind: 'response', status: 429 }] as const)
      expect(nextStep(retried, 1).action, JSON.stringify(retried)).toBe('retry');
    for (const status of [400, 401, 403, 404, 405, 413, 422]) expect(nextStep({ kind: 'response', status }, 1)).toEqual({ action: 'failed' });
    expect(nextStep({ kind: 'response', status: 503 }, deliveryPolicy.maxAttempts)).toEqual({ action: 'failed' });
  });

  it('waits with backoff, or as long as Retry-After asks when that is reasonable', async () => {
    expect((await run([{ kind: 'response', status: 503 }, { kind: 'timeout' }, { kind: 'response', status: 200 }])).waits).toEqual([...deliveryPolicy.backoffMs]);
    expect((await run([{ kind: 'response', status: 429, retryAfterMs: 5_000 }, { kind: 'response', status: 201 }])).waits).toEqual([5_000]);
    // A Retry-After of minutes is not waited for: the family is told, and can try again.
    expect(await run([{ kind: 'response', status: 429, retryAfterMs: 600_000 }])).toMatchObject({ result: 'failed', waits: [] });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs(new Date(now + 4_000).toUTCString(), now)).toBe(4_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('reads decimal seconds, and never takes a negative or bare number for a date', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(retryAfterMs('1.5', now)).toBe(1_500);
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs('2026', now)).toBe(2_026_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:09 GMT', now)).toBe(9_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    // Unreadable: the policy's own pause applies, not none.
    expect(nextStep({ kind: 'response', status: 503, retryAfterMs: retryAfterMs('-1', now) }, 1)).toEqual({ action: 'retry', afterMs: 1_000 });
  });

  it('tries again after a 408 (the endpoint gave up waiting), as after a timeout', () => {
    expect(nextStep({ kind: 'response', status: 408 }, 1)).toEqual({ action: 'retry', afterMs: 1_000 });
  });

  it('tries again after a 409 (the same enquiry still being stored), after the pause the endpoint asks for', () => {
    expect(nextStep({ kind: 'response', status: 409, retryAfterMs: 1_000 }, 1)).toEqual({ action: 'retry', afterMs: 1_000 });
    expect(nextStep({ kind: 'response', status: 409 }, 3)).toEqual({ action: 'failed' });
  });
});

describe('the contact endpoint setting', () => {
  it('is off when unset or empty', () => {
    expect(contactEndpoint(undefined)).toBeNull();
    expect(contactEndpoint('  ')).toBeNull();
  });

  it('takes https, and plain http only on a loopback address', () => {
    expect(contactEndpoint('https://forms.example.org/f/abc')?.origin).toBe('https://forms.example.org');
    expect(contactEndpoint('http://127.0.0.1:4599/enquiries')?.origin).toBe('http://127.0.0.1:4599');
    expect(contactEndpoint('http://localhost:8080/')?.origin).toBe('http://localhost:8080');
  });

  it('refuses anything else, saying why', () => {
    expect(() => contactEndpoint('http://forms.example.org/f')).toThrow(/must start with https:\/\//);
    expect(() => contactEndpoint('ftp://forms.example.org/f')).toThrow(/must start with https:\/\//);
    expect(() => contactEndpoint('forms.example.org')).toThrow(/not an address/);
    expect(() => contactEndpoint('https://user:secret@forms.example.org/f')).toThrow(/user name or password/);
    // Either would bend the Content-Security-Policy: a stray directive, a wildcard.
    expect(() => contactEndpoint('https://forms.example;script-src/f')).toThrow(/letters, digits, dots and hyphens/);
    expect(() => contactEndpoint('https://*.example.com/')).toThrow(/letters, digits, dots and hyphens/);
    expect(contactEndpoint('https://[2001:db8::1]/enquiries')?.origin).toBe('https://[2001:db8::1]');
  });

  it('opens the policy to exactly that origin, and leaves it as it was without one', () => {
    const connect = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect(metaPolicy([]))).toBe("connect-src 'self'");
    expect(connect(metaPolicy([], contactEndpoint('https://forms.example.org/f/abc')))).toBe("connect-src 'self' https://forms.example.org");
  });
});
