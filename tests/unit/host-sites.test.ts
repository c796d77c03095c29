// The two sites (the public site, out/, and the staff editor, out-admin/) as the hosts read their
// settings, and the launch check in front of every production build (docs/deploying.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSteps } from '@/scripts/build';

const root = process.cwd();
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const gate = 'tsx scripts/launch-gate.ts';
const editorPackage = 'hosts/editor';

/** The settings Netlify builds a site with, read by Netlify's own resolver from the repository (no network). */
async function netlifySite({ packagePath, ui }: { packagePath?: string; ui?: { publish?: string; command?: string } } = {}) {
  const { config, configPath, buildDir } = await resolveConfig({
    repositoryRoot: root,
    cwd: root,
    packagePath,
    context: 'production',
    branch: 'main',
    offline: true,
    mode: 'buildbot',
    // What the site's settings in Netlify's interface say, which a netlify.toml overrides.
    defaultConfig: ui ? { build: ui } : undefined,
  });
  return { configPath, buildDir, command: config.build.command, publish: config.build.publish, environment: config.build.environment };
}

describe('Netlify', () => {
  it('builds the public site from the root netlify.toml: npm run build, publishing out/', async () => {
    const site = await netlifySite();
    expect(site.configPath).toBe(join(root, 'netlify.toml'));
    expect(site.buildDir).toBe(root);
    expect(site.command).toBe('npm run build');
    expect(site.publish).toBe(join(root, 'out'));
    expect(site.environment).toMatchObject({ NODE_VERSION: '24' });
  });

  it("would serve the public site on a second site whose interface says out-admin: the root file's publish wins", async () => {
    const trap = await netlifySite({ ui: { publish: 'out-admin' } });
    expect(trap.publish).toBe(join(root, 'out'));
  });

  it(`builds the editor from ${editorPackage}/netlify.toml when the site's package directory says so: npm run build:admin, publishing out-admin/`, async () => {
    const editor = await netlifySite({ packagePath: editorPackage, ui: { publish: 'out' } });
    expect(editor.configPath).toBe(join(root, editorPackage, 'netlify.toml'));
    // The base directory stays the repository's root: dependencies are installed and the command runs there.
    expect(editor.buildDir).toBe(root);
    expect(editor.command).toBe('npm run build:admin');
    expect(editor.publish).toBe(join(root, 'out-admin'));
    expect(editor.environment).toMatchObject({ NODE_VERSION: '24' });
  });

  it("the editor's command, run as Netlify runs it in a deploy preview, writes the folder it publishes", async () => {
    const { command, publish, buildDir } = await netlifySite({ packagePath: editorPackage });
    const started = Date.now();
    const run = spawnSync('bash', ['-c', command!], { cwd: buildDir, encoding: 'utf8', env: { ...cleanEnv(), NETLIFY: 'true', CONTEXT: 'deploy-preview' } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('launch check: not run for a preview build');
    for (const file of ['index.html', 'config.yml', '_headers']) expect(statSync(join(publish!, file)).mtimeMs, file).toBeGreaterThanOrEqual(started - 1000);
  }, 180_000);
});

describe('Cloudflare Pages', () => {
  it("reads each project's build command and output folder from its own settings: no Wrangler file in the repository would override them for both", () => {
    for (const name of ['wrangler.toml', 'wrangler.json', 'wrangler.jsonc']) expect(existsSync(join(root, name)), name).toBe(false);
  });
});

describe('the commands both sites run', () => {
  it('start with the launch gate, and write the folder each site publishes', () => {
    expect(scripts.build).toBe('tsx scripts/build.ts');
    expect(buildSteps[0]!.command.join(' ')).toBe(gate);
    expect(scripts['build:admin']).toBe(`${gate} && tsx scripts/admin.ts`);
    // npm run build writes out/ (next build, then the post-build step) and ends with the editor's out-admin/.
    expect(buildSteps.slice(-3).map((step) => step.command.join(' '))).toEqual(['next build', 'tsx scripts/postbuild.ts', 'tsx scripts/admin.ts']);
  });
});

/** The environment without any host's build variables, as on a developer's machine. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DEPLOY_CONTEXT', 'NETLIFY', 'CONTEXT', 'VERCEL', 'VERCEL_ENV', 'CF_PAGES', 'CF_PAGES_BRANCH', 'PRODUCTION_BRANCH']) delete env[name];
  return env;
}

describe('the launch gate', () => {
  // A project whose check-launch leaves a mark and fails, or passes: the gate's own decision is what is tested here.
  const project = mkdtempSync(join(tmpdir(), 'launch-gate-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const runGate = (env: Record<string, string>, checkPasses = false) => {
    const mark = join(project, 'checked');
    rmSync(mark, { force: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'gate', private: true, scripts: { 'check-launch': `node -e "require('fs').writeFileSync('checked', '')" && exit ${checkPasses ? 0 : 1}` } }),
    );
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/launch-gate.ts')], { cwd: project, encoding: 'utf8', env: { ...cleanEnv(), ...env } });
    return { status: run.status, checked: existsSync(mark), output: run.stdout + run.stderr };
  };

  it.each([
    ['Netlify, production', { NETLIFY: 'true', CONTEXT: 'production' }],
    ['Vercel, production', { VERCEL: '1', VERCEL_ENV: 'production' }],
    ['Cloudflare Pages, production branch', { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }],
    ['Cloudflare Pages, production branch named by PRODUCTION_BRANCH', { CF_PAGES: '1', CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' }],
    ['the deploy workflow', { DEPLOY_CONTEXT: 'production' }],
  ])('%s: runs npm run check-launch first, and stops the build when it fails', (_, env) => {
    const failed = runGate(env);
    expect(failed.checked).toBe(true);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('launch check: this is a production build and sample or placeholder values are left');
    const passed = runGate(env, true);
    expect(passed).toMatchObject({ checked: true, status: 0 });
  }, 60_000);

  it.each([
    ['Netlify, deploy preview', { NETLIFY: 'true', CONTEXT: 'deploy-preview' }],
    ['Netlify, branch deploy', { NETLIFY: 'true', CONTEXT: 'branch-deploy' }],
    ['Vercel, preview', { VERCEL: '1', VERCEL_ENV: 'preview' }],
    ['Cloudflare Pages, another branch', { CF_PAGES: '1', CF_PAGES_BRANCH: 'cms/fees' }],
    ['a local build', {}],
  ])('%s: builds the sample site without the check', (_, env) => {
    const run = runGate(env);
    expect(run).toMatchObject({ checked: false, status: 0 });
    expect(run.output).toMatch(/launch check: not run for a (preview|local) build/);
  }, 30_000);

  it('stops on a DEPLOY_CONTEXT it does not know, naming it', () => {
    const run = runGate({ DEPLOY_CONTEXT: 'prod' });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('DEPLOY_CONTEXT: "prod" must be production, preview or local');
  }, 30_000);

  it.skipIf(!scripts['check-launch'])("in this repository, a production build stops on today's sample content", () => {
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/launch-gate.ts'], { cwd: root, encoding: 'utf8', env: { ...cleanEnv(), NETLIFY: 'true', CONTEXT: 'production' } });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).not.toContain('Missing script');
    expect(run.stdout + run.stderr).toContain('launch check: this is a production build');
  }, 120_000);
});
