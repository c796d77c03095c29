import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ReceiverConfig } from './config';
import { enquirySchema, fieldErrors, honeypotField, shownForField } from './enquiry';
import type { Outbox } from './outbox';
import type { EnquiryStore } from './store';

const dayMs = 24 * 60 * 60 * 1000;

/*
 * The receiver's HTTP side, on Fastify: POST /enquiries (and its CORS
 * preflight) and GET /health, nothing else. Every input has one defined
 * answer (docs/receiver.md), an enquiry is on disk before any
 * 2xx, and no answer or log line carries what a family wrote.
 *
 * /health is what a monitor watches: 503 once an enquiry has waited longer
 * than UNSENT_ALERT_MINUTES to be sent (the mail server refuses or is down),
 * or one has outlived the retention period unsent; 200 again once they are
 * sent.
 */

/** An Idempotency-Key is a UUID, as the site's form makes them. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxBodyBytes = 16 * 1024;
/** Marks the answer to a repeated key: the same 201 and body as the first time. */
export const replayedHeader = 'Idempotent-Replayed';
/** The one media type an enquiry may have (with any parameters, such as a charset). */
const enquiryType = 'application/json';

/**
 * Each request's log lines (JSON, one per line): its id, method, path, status
 * and time taken. Never a header or the body, so never what a family wrote
 * nor who they are.
 */
const logOptions = (stream: Writable) => ({
  stream,
  serializers: {
    req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
});

/** The settings the HTTP side reads. */
export type ServerConfig = Pick<ReceiverConfig, 'siteOrigins' | 'trustProxy' | 'rateLimitPerMinute' | 'rateLimitPerDay' | 'minFillSeconds' | 'unsentAlertMinutes' | 'retentionDays'>;

/** What /health answers, 200 when ok, 503 when degraded. */
export type Health = { status: 'ok' | 'degraded'; backlog: number; oldestUnsentSeconds: number; unsentPastRetention: number };

export function health(store: EnquiryStore, config: Pick<ServerConfig, 'unsentAlertMinutes' | 'retentionDays'>, now: number): Health {
  const oldest = store.oldestUnsentAt();
  const oldestUnsentSeconds = oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000));
  const unsentPastRetention = store.unsentBefore(now - config.retentionDays * dayMs);
  const degraded = oldestUnsentSeconds > config.unsentAlertMinutes * 60 || unsentPastRetention > 0;
  return { status: degraded ? 'degraded' : 'ok', backlog: store.backlog(), oldestUnsentSeconds, unsentPastRetention };
}

const rateLimitAnswer = {
  // Retry-After in whole seconds, as the site's form reads it.
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({ statusCode: 429, error: 'Too many requests', retryAfter: Math.ceil(context.ttl / 1000) }),
};

export function buildReceiver(config: ServerConfig, store: EnquiryStore, outbox: Pick<Outbox, 'nudge'>, clock: () => number = Date.now, log?: Writable): FastifyInstance {
  // Behind nginx (docs/receiver.md), the visitor's address comes from X-Forwarded-For, for the rate limit.
  const app = Fastify({ logger: log ? logOptions(log) : false, bodyLimit: maxBodyBytes, return503OnClosing: true, trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false });
  const allowed = new Set(config.siteOrigins);

  void app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', replayedHeader],
    maxAge: 600,
  });
  void app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: 60_000, ...rateLimitAnswer });

  // Answers carry no personal data: the error's kind, never the body.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) void reply.header('Retry-After', '5');
    // The type it wants, in the header registered for POST (Accept-Post) and in the body.
    if (status === 415) return void reply.code(415).header('Accept-Post', enquiryType).send({ error: 'unsupported media type', accepts: enquiryType });
    void reply.code(status).send({ error: status === 413 ? 'too large' : status === 429 ? 'too many requests' : status === 503 ? 'unavailable' : 'bad request' });
  });
  app.setNotFoundHandler((_request, reply) => void reply.code(404).send({ error: 'not found' }));

  // The routes in a plugin of their own, registered after CORS and the rate limit, so both apply to them.
  void app.register(async (api) => {
    // Not rate-limited: a monitor asks as often as it likes (nginx does not pass /health on).
    api.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
      const answer = health(store, config, clock());
      return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
    });
    const refuse = (allow: string) => async (_request: unknown, reply: FastifyReply) => reply.code(405).header('Allow', allow).send({ error: 'method not allowed' });
    api.route({ method: ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'], url: '/health', handler: refuse('GET, HEAD') });

    // A key whose first request is still arriving or being stored: a copy waits (409, as in Stripe's API and the IETF draft).
    const inFlight = new Map<string, string>();
    const keyOf = (request: FastifyRequest) => {
      const key = request.headers['idempotency-key'];
      return typeof key === 'string' && uuid.test(key) ? key.toLowerCase() : null;
    };
    const release = async (request: FastifyRequest) => {
      const key = keyOf(request);
      if (key !== null && inFlight.get(key) === request.id) inFlight.delete(key);
    };
    // An enquiry is JSON and nothing else: any other type (Fastify's text/plain among them) is 415, before its body is read.
    void api.register(async (enquiries) => {
      // A second limit, for these routes only, beside the minute's: enquiries a day from one address.
      await enquiries.register(rateLimit, { max: config.rateLimitPerDay, timeWindow: dayMs, cache: 100_000, ...rateLimitAnswer });
      enquiries.removeAllContentTypeParsers();
      enquiries.addContentTypeParser(enquiryType, { parseAs: 'string' }, enquiries.getDefaultJsonParser('error', 'error'));
      enquiries.post('/enquiries', {
        onRequest: async (request, reply) => {
          const key = keyOf(request);
          if (key === null) return;
          if (inFlight.has(key)) return reply.code(409).header('Retry-After', '1').send({ error: 'an enquiry with this Idempotency-Key is still being stored' });
          inFlight.set(key, request.id);
        },
        onResponse: release,
        onRequestAbort: release,
      }, async (request, reply) => {
        // A browser sends Origin with every POST: a request without it comes from a program.
        const origin = request.headers.origin;
        if (origin === undefined) return reply.code(403).send({ error: 'origin required' });
        if (!allowed.has(origin)) return reply.code(403).send({ error: 'origin not allowed' });
        const key = keyOf(request);
        if (key === null) return reply.code(400).send({ error: 'Idempotency-Key must be a UUID' });
        const parsed = enquirySchema.safeParse(request.body);
        if (!parsed.success) return reply.code(422).send({ error: 'invalid fields', fields: fieldErrors(parsed.error) });
        const { [shownForField]: shownForMs, ...enquiry } = parsed.data;
        // Filled in by a program, never by a family: looks received, and goes nowhere.
        if (enquiry[honeypotField]) return reply.code(202).send({ status: 'received' });
        // Sent sooner after the page showed the form than a person could fill it in: the same.
        if (shownForMs !== undefined && shownForMs < config.minFillSeconds * 1000) {
          request.log.info({ shownForMs }, 'enquiry dropped: sent too soon after the form was shown to be a person\'s');
          return reply.code(201).send({ status: 'received' });
        }
        // Without the time shown, which differs from one send of the same enquiry to the next: a repeat is recognised.
        const body = JSON.stringify(enquiry);
        const fingerprint = createHash('sha256').update(body).digest('hex');
        const saved = await store.saveDurably(key, fingerprint, body, clock());
        if (saved === 'conflict') return reply.code(422).send({ error: 'this Idempotency-Key was used for another enquiry' });
        if (saved === 'stored') outbox.nudge();
        // A repeat gets the first answer again, marked as such (Stripe's Idempotent-Replayed).
        if (saved === 'repeated') void reply.header(replayedHeader, 'true');
        return reply.code(201).send({ status: 'received' });
      });
    });
    // OPTIONS is the CORS preflight, answered by @fastify/cors.
    api.route({ method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'TRACE'], url: '/enquiries', handler: refuse('POST, OPTIONS') });

  });

  return app;
}
