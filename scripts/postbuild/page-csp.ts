/**
 * A strict Content-Security-Policy for a static export. Next writes inline
 * scripts into every page (the route payload, `self.__next_f.push(…)`, and the
 * bundler's bootstrap); the 404 and the redirect pages have one each. Instead
 * of allowing inline scripts, each page gets a <meta> policy listing the
 * SHA-256 of exactly the inline scripts it holds: nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import { metaPolicy } from './hosting';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs; JSON (ld+json and the like) is data and needs no hash. */
const executable = /^\s*(text\/javascript|application\/javascript|module)?\s*$/i;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `sha256-…` of each inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => {
      if (/\ssrc=/i.test(attributes)) return false;
      const type = attributes.match(/\stype="([^"]*)"/i)?.[1] ?? '';
      return executable.test(type);
    })
    // The browser hashes the element's text exactly as written: script content is raw text.
    .map(([, , body = '']) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  return [...new Set(hashes)];
}

const policyElement = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/i;

/**
 * The page with its policy as the first element of <head> after the charset
 * declaration, which must stay within the first 1024 bytes; no script comes
 * before it. `page` names the file in errors.
 */
export function withPagePolicy(html: string, page: string): string {
  if (policyElement.test(html)) throw new Error(`page-csp: ${page} already has a policy.`);
  if (!/<head>/i.test(html)) throw new Error(`page-csp: ${page} has no <head>: nowhere to put its policy.`);
  const element = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(inlineScriptHashes(html)))}">`;
  const withPolicy = html.replace(/<head>(\s*<meta charset="utf-8"\s*\/?>)?/i, (head) => `${head}${element}`);
  if (withPolicy.search(/<script/i) >= 0 && withPolicy.indexOf(element) > withPolicy.search(/<script/i)) {
    throw new Error(`page-csp: ${page}: a script comes before the policy.`);
  }
  return withPolicy;
}
