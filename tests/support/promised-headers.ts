/**
 * What a Netlify-style `_headers` file (out/_headers, written by the
 * post-build step from scripts/postbuild/host-rules.ts) promises for a path:
 * the headers of every rule whose path matches (a trailing `*` for everything
 * under it). The rules never give one header twice (host-rules.ts keeps them
 * apart); a file that did would be ambiguous, and is refused.
 */
export function promisedHeaders(headersText: string, path: string): Record<string, string> {
  const promised: Record<string, string> = {};
  let matches = false;
  for (const line of headersText.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const rule = line.trim();
      matches = rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : path === rule;
      continue;
    }
    if (!matches) continue;
    const separator = line.indexOf(':');
    if (separator < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    const name = line.slice(0, separator).trim().toLowerCase();
    if (name in promised) throw new Error(`_headers gives ${name} twice for ${path}`);
    promised[name] = line.slice(separator + 1).trim();
  }
  return promised;
}
