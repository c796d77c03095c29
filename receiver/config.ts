import { join, resolve } from 'node:path';
import { site } from '@/content/site';

/*
 * The receiver's settings, from the environment (docs/receiver.md). Each has a default that runs on a developer's machine beside
 * `npm start`; a wrong value stops the receiver at start, naming the variable.
 */

export type ReceiverConfig = {
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
  retentionDays: number;
  /** Requests one address may make per minute. */
  rateLimitPerMinute: number;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the visitor, as nginx's does; none by default. */
  trustProxy: string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

function origin(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${variable}: "${value}" is not an address like https://www.example.es`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    throw new ConfigError(`${variable}: "${value}" must be an origin only, like https://www.example.es (no path)`);
  return url.origin;
}

function whole(value: string, variable: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new ConfigError(`${variable}: "${value}" must be a whole number from ${min} to ${max}`);
  return number;
}

function email(value: string, variable: string): string {
  if (!emailPattern.test(value)) throw new ConfigError(`${variable}: "${value}" is not an e-mail address`);
  return value;
}

function proxyAddress(value: string): string {
  if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(value)) throw new ConfigError(`TRUST_PROXY: "${value}" is not an address or range, like 127.0.0.1 or 10.0.0.0/8`);
  return value;
}

/** The settings from `env`, with the defaults for a developer's machine. */
export function readConfig(env: Record<string, string | undefined> = process.env): ReceiverConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) throw new ConfigError('SMTP_URL: must start with smtp:// or smtps://, like smtps://user:password@smtp.example.es:465');
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new ConfigError(`HOST: "${host}" is not a host name or address`);
  return {
    host,
    port: whole(env.PORT?.trim() || '8787', 'PORT', 0, 65535),
    siteOrigins: (env.SITE_ORIGINS?.trim() || 'http://localhost:3000').split(',').map((value) => origin(value.trim(), 'SITE_ORIGINS')),
    enquiriesTo: email(env.ENQUIRIES_TO?.trim() || site.contact.email, 'ENQUIRIES_TO'),
    enquiriesFrom: email(env.ENQUIRIES_FROM?.trim() || `web@${site.contact.email.split('@')[1]}`, 'ENQUIRIES_FROM'),
    smtpUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || join(process.cwd(), 'receiver-data')),
    retentionDays: whole(env.RETENTION_DAYS?.trim() || '30', 'RETENTION_DAYS', 1, 3650),
    trustProxy: (env.TRUST_PROXY?.trim() || '').split(',').map((value) => value.trim()).filter(Boolean).map((value) => proxyAddress(value)),
    rateLimitPerMinute: whole(env.RATE_LIMIT_PER_MINUTE?.trim() || '30', 'RATE_LIMIT_PER_MINUTE', 1, 10_000_000),
  };
}
