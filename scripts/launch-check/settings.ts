import { defaultSiteUrl } from '@/content/site-url';
import { placeholders } from '@/scripts/admin/cms-placeholders';
import type { LaunchProblem } from './samples';
import { isReservedHost } from './reserved';

/*
 * The build's settings a live site needs (docs/deploying.md): the public
 * address (SITE_URL), which canonical links, the sitemap, robots.txt and the
 * feeds are made from; the staff editor's repository (CMS_REPO) and sign-in
 * worker (CMS_AUTH_URL), which a build without them names by reserved
 * placeholders; and, when the form sends enquiries, where to (CONTACT_ENDPOINT).
 */

type Env = Readonly<Record<string, string | undefined>>;

/** What is wrong with a setting that must be the https:// address of a real host; undefined when it is right. */
function webAddressProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a web address: write it in full, https://…`;
  }
  if (isReservedHost(url.hostname)) return `"${value}" is a reserved example address (${url.hostname}), not the school's`;
  if (url.protocol !== 'https:') return `"${value}" must start with https:// on a live site`;
  return undefined;
}

const setting = (name: string, message: string): LaunchProblem => ({ where: 'setting', field: name, message });

/** Every setting of `env` still unset, or holding a sample or placeholder value. */
export function settingProblems(env: Env): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  const siteUrl = value('SITE_URL');
  if (!siteUrl) problems.push(setting('SITE_URL', `not set: canonical links, the sitemap, robots.txt and the news feeds would name ${defaultSiteUrl}`));
  else {
    const problem = webAddressProblem(siteUrl);
    if (problem) problems.push(setting('SITE_URL', problem));
  }

  const repo = value('CMS_REPO');
  if (!repo || repo === placeholders.repo) problems.push(setting('CMS_REPO', `${repo ? 'is the placeholder' : 'not set'}: the staff editor would open ${placeholders.repo}, not the school's repository (owner/name on GitHub)`));
  else if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) problems.push(setting('CMS_REPO', `"${repo}" must be the repository's owner/name on GitHub, like school/website`));

  const auth = value('CMS_AUTH_URL');
  if (!auth || auth.replace(/\/$/, '') === placeholders.authOrigin) problems.push(setting('CMS_AUTH_URL', `${auth ? 'is the placeholder' : 'not set'}: the staff editor would sign in through ${placeholders.authOrigin}, which does not exist`));
  else {
    const problem = webAddressProblem(auth);
    if (problem) problems.push(setting('CMS_AUTH_URL', problem));
  }

  // Unset, the form sends nothing, as the specification has it; set, it must be the school's own address.
  const endpoint = value('CONTACT_ENDPOINT');
  if (endpoint && !endpoint.startsWith('/')) {
    const problem = webAddressProblem(endpoint);
    if (problem) problems.push(setting('CONTACT_ENDPOINT', problem));
  }
  return problems;
}
