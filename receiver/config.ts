import { join, resolve } from 'node:path';
import { enquiryRetentionDays } from '@/content/legal';
import { site } from '@/content/site';

/*
 * The receiver's settings, from the environment (docs/receiver.md). Each has a
 * default that runs on a developer's machine beside `npm start`. With
 * NODE_ENV=production those defaults are not good enough: the school's own
 * values must be given (production.ts). A wrong value stops the receiver at
 * start, one line for each, naming the variable.
 */

export type ReceiverConfig = {
  /** NODE_ENV=production: the settings were checked for a real school (production.ts), and the mail server is checked at start. */
  production: boolean;
  host: string;
  port: number;
  /** The site's origins: the only ones whose browsers may send an enquiry. */
  siteOrigins: string[];
  /** The school's inbox. */
  enquiriesTo: string;
  enquiriesFrom: string;
  /** smtp:// or smtps:// with credentials; without it, each e-mail is written as an .eml file into `<dataDir>/mail/`. */
  smtpUrl: string | null;
  dataDir: string;
  /** content/data/legal.json's enquiryRetentionDays: the period the privacy policy states. */
  retentionDays: number;
  /** Requests one address may make per minute. */
  rateLimitPerMinute: number;
  /** Enquiries (POST /enquiries) one address may send in 24 hours. */
  rateLimitPerDay: number;
  /** A form sent sooner than this after the page showed it was sent by a program: answered 201 and dropped. 0: no such check. */
  minFillSeconds: number;
  /** /health turns 503 once the oldest enquiry not yet sent has waited longer than this. */
  unsentAlertMinutes: number;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the visitor, as nginx's does; none by default. */
  trustProxy: string[];
};

/** Every wrong setting found, one line each. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

export type Env = Record<string, string | undefined>;

const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** Reads one variable: its checked value, or its default when the check found a problem (which is noted). */
class Reader {
  readonly problems: string[] = [];
  private readonly env: Env;

  constructor(env: Env) {
    this.env = env;
  }

  text(variable: string): string | undefined {
    return this.env[variable]?.trim() || undefined;
  }

  check<T>(variable: string, fallback: T, parse: (value: string) => T): T {
    const value = this.text(variable);
    if (value === undefined) return fallback;
    try {
      return parse(value);
    } catch (error) {
      this.problems.push(`${variable}: ${(error as Error).message}`);
      return fallback;
    }
  }
}

function origin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not an address like https://www.example.es`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) throw new Error(`"${value}" must be an origin only, like https://www.example.es (no path)`);
  return url.origin;
}

function whole(min: number, max: number) {
  return (value: string) => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) throw new Error(`"${value}" must be a whole number from ${min} to ${max}`);
    return number;
  };
}

function decimal(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw new Error(`"${value}" must be a number of minutes above 0, like 15 or 0.5`);
  return Number(value);
}

function email(value: string): string {
  if (!emailPattern.test(value)) throw new Error(`"${value}" is not an e-mail address`);
  return value;
}

function proxyAddress(value: string): string {
  if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(value)) throw new Error(`"${value}" is not an address or range, like 127.0.0.1 or 10.0.0.0/8`);
  return value;
}

function smtp(value: string): string {
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) throw new Error('must start with smtp:// or smtps://, like smtps://user:password@smtp.example.es:465');
  try {
    new URL(value);
  } catch {
    // Never the value: it holds the password.
    throw new Error('is not a valid address; write it as smtps://user:password@host:port, with any @ or : in the password written %40 or %3A');
  }
  return value;
}

const list = <T>(parse: (value: string) => T) => (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean).map(parse);

/** The settings from `env`, with the defaults for a developer's machine; every wrong one in a ConfigError. */
export function readConfig(env: Env = process.env): ReceiverConfig {
  const read = new Reader(env);
  if (read.text('RETENTION_DAYS') !== undefined)
    read.problems.push(`RETENTION_DAYS: no longer read. The receiver keeps enquiries for enquiryRetentionDays in content/data/legal.json (now ${enquiryRetentionDays} days), the period the privacy policy states; change it there and remove RETENTION_DAYS`);
  const host = read.check('HOST', '127.0.0.1', (value) => {
    if (!/^[A-Za-z0-9.:-]+$/.test(value)) throw new Error(`"${value}" is not a host name or address`);
    return value;
  });
  const enquiriesTo = read.check('ENQUIRIES_TO', site.contact.email, email);
  const config: ReceiverConfig = {
    production: env.NODE_ENV?.trim() === 'production',
    host,
    port: read.check('PORT', 8787, whole(0, 65535)),
    siteOrigins: read.check('SITE_ORIGINS', ['http://localhost:3000'], list(origin)),
    enquiriesTo,
    enquiriesFrom: read.check('ENQUIRIES_FROM', `web@${enquiriesTo.split('@')[1]}`, email),
    smtpUrl: read.check('SMTP_URL', null, smtp),
    // systemd's StateDirectory= names the folder it made for the service in STATE_DIRECTORY.
    dataDir: resolve(read.text('DATA_DIR') ?? read.text('STATE_DIRECTORY')?.split(':')[0] ?? join(process.cwd(), 'receiver-data')),
    retentionDays: enquiryRetentionDays,
    trustProxy: read.check('TRUST_PROXY', [], list(proxyAddress)),
    rateLimitPerMinute: read.check('RATE_LIMIT_PER_MINUTE', 30, whole(1, 10_000_000)),
    rateLimitPerDay: read.check('RATE_LIMIT_PER_DAY', 20, whole(1, 1_000_000_000)),
    minFillSeconds: read.check('MIN_FILL_SECONDS', 3, whole(0, 600)),
    unsentAlertMinutes: read.check('UNSENT_ALERT_MINUTES', 15, decimal),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
