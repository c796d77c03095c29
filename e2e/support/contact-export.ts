import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveExport } from './serve-export';

const root = process.cwd();
const fixture = join(root, 'tests/fixtures/contact-app');

/** The page served at `site`, from its export in `out`. */
export type ContactExport = { site: string; out: string; stop: () => void };

/** The fixture's export in `out`; `remove` deletes the copy it was built in. */
export type ContactBuild = { out: string; remove: () => void };

/**
 * The site's real contact page and layout, built alone (tests/fixtures/contact-app)
 * with CONTACT_ENDPOINT set to `endpoint`, planned by the real post-build step,
 * served on loopback by scripts/serve.ts: delivery tested on the site's own
 * code without building the whole site a second time. A spec that runs
 * beside another builds a copy of the fixture under `copy` (a folder next to
 * it, so its relative paths hold, and dotted, so neither tsc nor the lint
 * reads it).
 */
export function buildContactExport(endpoint: string, copy?: string): ContactBuild {
  const app = copy ? join(root, 'tests/fixtures', `.${copy}`) : fixture;
  if (copy) {
    rmSync(app, { recursive: true, force: true });
    cpSync(fixture, app, { recursive: true, filter: (source) => !/[\\/](\.next|out)$/.test(source) });
  }
  // The pages read the site's content (content/data.ts, from CONTENT_DIR); its .generated/ is found above the app.
  const env = { ...process.env, CONTACT_ENDPOINT: endpoint, CONTENT_DIR: join(root, 'content'), NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: app, env, stdio: 'ignore' });
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/postbuild.ts', '--out', join(app, 'out'), '--pages-only'], { cwd: root, env, stdio: 'ignore' });
  // The islands' modules, as the site's build writes them (public/islands/).
  cpSync(join(root, 'public/islands'), join(app, 'out/islands'), { recursive: true });
  return {
    out: join(app, 'out'),
    remove: () => {
      if (copy) rmSync(app, { recursive: true, force: true });
    },
  };
}

/** The fixture's export (buildContactExport), served on loopback by scripts/serve.ts. */
export async function serveContactExport(endpoint: string, copy?: string): Promise<ContactExport> {
  const { out, remove } = buildContactExport(endpoint, copy);
  const { site, stop } = await serveExport(out);
  return {
    site,
    out,
    stop: () => {
      stop();
      remove();
    },
  };
}
