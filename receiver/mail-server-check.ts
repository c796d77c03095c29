import { smtpTransport } from './mail';

/*
 * NODE_ENV=production checks the mail server before it takes any enquiry
 * (nodemailer's verify(): it connects, greets, and logs in). A wrong password
 * or a host that does not answer would otherwise start a receiver whose
 * families all get "sent" while nothing leaves. The problem names the host,
 * never the password.
 */

/** The whole check's limit: the start is refused within 30 s whatever the server does. */
export const checkTimeoutMs = 25_000;

/** nodemailer's error: its kind, the system's own code under it (ECONNREFUSED, ENOTFOUND), and the server's reply, if it answered. */
type SmtpError = { code?: string; originalCode?: string; responseCode?: number; response?: string };

/** Where SMTP_URL points, as host:port (nodemailer's default ports: 465 for smtps, 587 for smtp). */
export function mailServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

/** The server's own reply, on one line, without the password (a server may echo what it was sent). */
function serverReply(error: SmtpError, smtpUrl: string): string {
  const password = decodeURIComponent(new URL(smtpUrl).password);
  let reply = (error.response ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  if (password) reply = reply.split(password).join('…');
  return reply ? `: "${reply}"` : '';
}

function problem(error: SmtpError, smtpUrl: string, timeoutMs: number): string {
  const server = `the mail server ${mailServerName(smtpUrl)}`;
  if (error.code === 'EAUTH') return `SMTP_URL: ${server} refused the user name or password (${error.responseCode ?? 'no code'}${serverReply(error, smtpUrl)}). Check the account in SMTP_URL`;
  if (error.code === 'ETIMEDOUT' || error.code === 'TIMEOUT') return `SMTP_URL: ${server} did not answer in time (${error.code === 'TIMEOUT' ? `${Math.round(timeoutMs / 1000)} s` : error.code}). Check the host, the port and the firewall`;
  if (error.code === 'ECONNECTION' || error.code === 'ESOCKET' || error.code === 'EDNS') return `SMTP_URL: ${server} cannot be reached (${error.originalCode ?? error.code}). Check the host and the port`;
  return `SMTP_URL: ${server} did not pass the check (${[error.code, error.responseCode].filter(Boolean).join(' ') || 'no code'}${serverReply(error, smtpUrl)})`;
}

/** Null when the mail server takes the login; otherwise the problem, in one line. */
export async function checkMailServer(smtpUrl: string, timeoutMs = checkTimeoutMs): Promise<string | null> {
  const transport = smtpTransport(smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs)));
  try {
    await Promise.race([transport.verify(), timedOut]);
    return null;
  } catch (error) {
    return problem(error as SmtpError, smtpUrl, timeoutMs);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
