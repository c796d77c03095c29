import type { Env, ReceiverConfig } from './config';

/*
 * NODE_ENV=production: the settings a real school must give, checked before
 * the receiver starts. A default made for a developer's machine (no SMTP
 * server, the sample inbox, a localhost site) would start quietly and lose
 * every enquiry; here it stops the start, one line for each.
 */

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761's localhost): never a school's. `.test` is left for rehearsals. */
export function isSampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)(localhost|example|invalid)$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name);
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|\[::1\]|::1|localhost)$/i.test(host);

const domainOf = (address: string) => address.split('@')[1] ?? '';

/** What is wrong for production in `config`, one line each; none when it may start. */
export function productionProblems(config: ReceiverConfig, env: Env): string[] {
  const problems: string[] = [];
  const given = (variable: string) => Boolean(env[variable]?.trim());

  if (!config.smtpUrl) {
    problems.push('SMTP_URL: not set. Set the school\'s mail server, like smtps://user:password@smtp.school.es:465; without it each e-mail would only be a file in DATA_DIR/mail/ that nobody reads');
  } else {
    const host = new URL(config.smtpUrl).hostname;
    // A mail server on this machine (a local Postfix) is a real one; the check at start proves that it answers.
    if (isSampleHost(host) && !isLoopback(host)) problems.push(`SMTP_URL: the host ${host} is a sample address; give the school's mail server`);
  }

  if (!given('ENQUIRIES_TO')) problems.push(`ENQUIRIES_TO: not set. Give the school's inbox for enquiries (the default, ${config.enquiriesTo}, is the sample site's)`);
  else if (isSampleHost(domainOf(config.enquiriesTo))) problems.push(`ENQUIRIES_TO: ${config.enquiriesTo} is a sample address; give the school's inbox`);
  if (given('ENQUIRIES_FROM') && isSampleHost(domainOf(config.enquiriesFrom))) problems.push(`ENQUIRIES_FROM: ${config.enquiriesFrom} is a sample address; give one of the school's domain`);

  if (!given('SITE_ORIGINS')) {
    problems.push('SITE_ORIGINS: not set. Give the site\'s address, like https://www.school.es (comma-separated if it has more than one)');
  } else {
    for (const origin of config.siteOrigins) {
      const url = new URL(origin);
      if (isSampleHost(url.hostname) || isLoopback(url.hostname)) problems.push(`SITE_ORIGINS: ${origin} is a sample or local address; give the site's public address`);
      else if (url.protocol !== 'https:') problems.push(`SITE_ORIGINS: ${origin} must be https://: families' answers never travel unencrypted`);
    }
  }

  // Listening on loopback, every visitor comes through a proxy on this machine (nginx): without TRUST_PROXY the rate limits would count the proxy, one address for all families.
  if (isLoopback(config.host) && config.trustProxy.length === 0)
    problems.push(`TRUST_PROXY: not set, while the receiver listens on ${config.host}, so families reach it through a proxy on this machine; set TRUST_PROXY=127.0.0.1 (the proxy's address) so that the rate limits count families, not the proxy`);
  return problems;
}
