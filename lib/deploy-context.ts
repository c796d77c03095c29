/**
 * What kind of build this is, read from the host's own environment:
 * - `production`: the public site as families see it (Netlify's CONTEXT=production,
 *   Vercel's VERCEL_ENV=production, Cloudflare Pages on its production branch,
 *   or DEPLOY_CONTEXT=production as the deploy workflow sets it);
 * - `preview`: a host's build of a change before it is published (Netlify's deploy
 *   previews and branch deploys, Vercel's previews, Cloudflare Pages' other branches,
 *   or DEPLOY_CONTEXT=preview), what the office looks at before "Publicar";
 * - `local`: anything else (a developer's machine, CI).
 * Cloudflare Pages does not say which branch is production: PRODUCTION_BRANCH names
 * it (default `main`).
 */
export type DeployContext = 'production' | 'preview' | 'local';

export function deployContext(env: Record<string, string | undefined> = process.env): DeployContext {
  const explicit = env.DEPLOY_CONTEXT?.trim();
  if (explicit === 'production' || explicit === 'preview' || explicit === 'local') return explicit;
  if (explicit) throw new Error(`DEPLOY_CONTEXT: "${explicit}" must be production, preview or local`);
  if (env.NETLIFY === 'true' || env.CONTEXT) {
    if (env.CONTEXT === 'production') return 'production';
    if (env.CONTEXT === 'deploy-preview' || env.CONTEXT === 'branch-deploy') return 'preview';
  }
  if (env.VERCEL_ENV === 'production') return 'production';
  if (env.VERCEL_ENV === 'preview') return 'preview';
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH) return env.CF_PAGES_BRANCH === (env.PRODUCTION_BRANCH?.trim() || 'main') ? 'production' : 'preview';
  return 'local';
}
