import { deliver, deliveryPolicy, retryAfterMs, type AttemptOutcome } from '@/lib/enquiry-delivery';

/**
 * One POST of the enquiry as JSON to the school's endpoint, given 15 s. The
 * same idempotency key goes with every attempt, so that an endpoint that did
 * receive an attempt whose answer was lost can discard the next. Nothing else
 * leaves the browser: no cookies (credentials omitted), no referrer.
 */
async function postOnce(endpoint: string, body: string, idempotencyKey: string): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), deliveryPolicy.timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body,
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    return { kind: 'response', status: response.status, retryAfterMs: retryAfterMs(response.headers.get('Retry-After')) };
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network-error' };
  } finally {
    window.clearTimeout(timer);
  }
}

/** Delivers the enquiry by the policy of lib/enquiry-delivery.ts: retried, never sent twice after a success. */
export function sendEnquiry(endpoint: string, body: string, idempotencyKey: string): Promise<'sent' | 'failed'> {
  return deliver(
    () => postOnce(endpoint, body, idempotencyKey),
    (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  );
}
