/**
 * How an enquiry is delivered to the endpoint: up to three attempts, each
 * given 15 s; a network error, a timeout, a 5xx or a 429 is tried again after
 * a pause (429 and 503 after the Retry-After the endpoint asks for, when it is
 * reasonable); any other 4xx fails at once; the first 2xx ends it, so no copy
 * is ever sent after a success. Pure: the caller supplies how to send once and
 * how to wait, so the policy is tested without a network or a clock.
 */

export type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfterMs?: number }
  | { kind: 'network-error' }
  | { kind: 'timeout' };

export const deliveryPolicy = {
  maxAttempts: 3,
  timeoutMs: 15_000,
  /** The pause before the 2nd and the 3rd attempt when the endpoint names none. */
  backoffMs: [1_000, 3_000],
  /** A Retry-After longer than this is not waited for: the family is told at once, and can try again. */
  longestRetryAfterMs: 30_000,
} as const;

export type DeliveryStep = { action: 'sent' } | { action: 'failed' } | { action: 'retry'; afterMs: number };

/** What follows the outcome of attempt number `attempt` (1 for the first). */
export function nextStep(outcome: AttemptOutcome, attempt: number, policy = deliveryPolicy): DeliveryStep {
  if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) return { action: 'sent' };
  // 408: the endpoint gave up waiting for the request; like a timeout of ours, worth another try.
  // 409: the same enquiry (its key) is still being stored from an earlier attempt; its answer comes next time.
  const retryable = outcome.kind !== 'response' || outcome.status >= 500 || [408, 409, 429].includes(outcome.status);
  if (!retryable || attempt >= policy.maxAttempts) return { action: 'failed' };
  const asked = outcome.kind === 'response' ? outcome.retryAfterMs : undefined;
  if (asked !== undefined && asked > policy.longestRetryAfterMs) return { action: 'failed' };
  return { action: 'retry', afterMs: asked ?? policy.backoffMs[attempt - 1] ?? policy.backoffMs.at(-1)! };
}

/** Sends with `send` until the policy says sent or failed; `wait` pauses between attempts. */
export async function deliver(
  send: (attempt: number) => Promise<AttemptOutcome>,
  wait: (ms: number) => Promise<void>,
  policy = deliveryPolicy,
): Promise<'sent' | 'failed'> {
  for (let attempt = 1; ; attempt += 1) {
    const step = nextStep(await send(attempt), attempt, policy);
    if (step.action !== 'retry') return step.action;
    await wait(step.afterMs);
  }
}

/**
 * A Retry-After header in milliseconds: seconds (decimals allowed, as some
 * endpoints send them) or an HTTP date (a day name and a month name, never a
 * bare number: "-1" is no date); undefined when absent or unreadable, so the
 * policy's own pauses apply.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/^[A-Za-z]{3}, \d{1,2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
