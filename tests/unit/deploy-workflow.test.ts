import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/*
 * .github/workflows/deploy.yml, the plain server's deploy: read as GitHub
 * reads it (its triggers, its steps in order, the names it uses, which the
 * docs must give), and its upload and switch steps run on this machine as
 * the runner runs them, with `ssh` standing in for the connection (it runs
 * the remote command here) so rsync and deploy/release.sh do the real work
 * against a temporary server folder.
 */

type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string> };
type Workflow = {
  on: { push?: { branches?: string[] } };
  concurrency: { group: string; 'cancel-in-progress': boolean };
  permissions: Record<string, string>;
  jobs: Record<string, { env: Record<string, string>; steps: Step[] }>;
};

const workflowText = readFileSync('.github/workflows/deploy.yml', 'utf8');
const workflow = parse(workflowText) as Workflow;
const contentCheck = parse(readFileSync('.github/workflows/content-check.yml', 'utf8')) as Workflow;
const job = workflow.jobs.deploy!;
const steps = job.steps;
const stepIndex = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ''));

describe('the deploy workflow, as GitHub reads it', () => {
  it('runs on every push to the site\'s branch (the branch the content check guards), one deploy at a time, never cut off', () => {
    expect(workflow.on.push?.branches).toEqual(contentCheck.on.push?.branches);
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job.env.CMS_BRANCH).toBe('${{ github.ref_name }}');
  });

  it('runs the launch check before the build, builds for the receiver at /api/enquiries, then uploads and calls deploy/release.sh', () => {
    const packageScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(packageScripts['check-launch'], 'npm run check-launch (scripts/check-launch.ts)').toBeDefined();
    const order = [/npm ci\b/, /^\s*npm run check-launch$/m, /^\s*npm run build$/m, /rsync [\s\S]*\bout out-host /, /release\.sh' activate /].map(stepIndex);
    expect(order.every((index) => index >= 0), String(order)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
    // The production build: the launch check and the build see the same settings (the job's).
    expect(job.env.DEPLOY_CONTEXT).toBe('production');
    expect(job.env.CONTACT_ENDPOINT).toBe('/api/enquiries');
    for (const step of steps.slice(order[1], order[2]! + 1)) expect(step.env).toBeUndefined();
  });

  it('names only secrets and variables that docs/deploying.md tells the school to set', () => {
    const docs = readFileSync('docs/deploying.md', 'utf8');
    const section = docs.slice(docs.indexOf('## A plain server (nginx)'));
    expect(section.length).toBeLessThan(docs.length);
    const names = [...workflowText.matchAll(/\$\{\{\s*(secrets|vars)\.(\w+)/g)].map(([, kind, name]) => `${kind}.${name}`);
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of new Set(names)) expect(section, name).toContain(`\`${name.split('.')[1]}\``);
  });
});

describe('the deploy workflow\'s upload and switch, run here', { timeout: 120_000 }, () => {
  let work = '';
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'liceo-deploy-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** `ssh [-i key] [-o option]… [-l user] [user@]host command` (rsync passes -l): the command, run here, as the server's shell would. */
  const fakeSsh = `#!/usr/bin/env bash
user=''
while [ $# -gt 0 ]; do case "$1" in -l) user="$2@"; shift 2 ;; -i|-o|-p) shift 2 ;; -*) shift ;; *) break ;; esac; done
echo "$user$1" >> "$SSH_LOG"
shift
exec bash -c "$*"
`;

  /** A checkout after `npm run build`: deploy/release.sh, out/ and out-host/. */
  function checkout(version: string) {
    const dir = join(work, `checkout-${version}`);
    mkdirSync(join(dir, 'deploy'), { recursive: true });
    cpSync('deploy/release.sh', join(dir, 'deploy/release.sh'));
    const files = { 'out/index.html': `<p>${version}</p>`, 'out/404.html': '<p>404</p>', 'out/_headers': '/*\n', 'out/islands/unchanged.js': 'export {};\n', 'out-host/nginx.conf': '# snippet\n' };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  function runDeploySteps(dir: string, sha: string) {
    const bin = join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'ssh'), fakeSsh);
    chmodSync(join(bin, 'ssh'), 0o755);
    const githubEnv = join(work, `github-env-${sha}`);
    writeFileSync(githubEnv, '');
    const env: Record<string, string> = {
      PATH: `${bin}:${process.env.PATH}`,
      HOME: join(work, 'home'),
      GITHUB_SHA: sha,
      GITHUB_ENV: githubEnv,
      SSH_LOG: join(work, 'ssh.log'),
      DEPLOY_PATH: join(work, 'server'),
      DEPLOY_HOST: 'www.colegio-ensayo.es',
      DEPLOY_USER: 'deploy',
      DEPLOY_SSH_KEY: '-----BEGIN OPENSSH PRIVATE KEY-----\n(test)\n-----END OPENSSH PRIVATE KEY-----',
      DEPLOY_KNOWN_HOSTS: 'www.colegio-ensayo.es ssh-ed25519 AAAAtest',
      // The server's nginx reload, recorded.
      RELOAD_COMMAND: `readlink ${join(work, 'server/current')} >> ${join(work, 'reloads')}`,
    };
    mkdirSync(env.HOME!, { recursive: true });
    mkdirSync(env.DEPLOY_PATH!, { recursive: true });
    const first = steps.findIndex((step) => step.name === 'Connect to the server');
    expect(first).toBeGreaterThan(stepIndex(/^\s*npm run build$/m));
    for (const step of steps.slice(first)) {
      const exported = Object.fromEntries(readFileSync(githubEnv, 'utf8').split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
      const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', step.run!], { cwd: dir, env: { ...env, ...exported }, encoding: 'utf8' });
      expect(result.status, `${step.name}: ${result.stderr}`).toBe(0);
    }
    return readFileSync(githubEnv, 'utf8').match(/^RELEASE_NAME=(.+)$/m)![1]!;
  }

  it('uploads each build into a new release, makes it live, sends only what changed, and leaves release.sh for a rollback', () => {
    const server = join(work, 'server');
    const first = runDeploySteps(checkout('one'), '1111111111111111111111111111111111111111');
    expect(first).toMatch(/^\d{8}T\d{6}Z-111111111111$/);
    expect(readlinkSync(join(server, 'current'))).toBe(`releases/${first}`);
    expect(readFileSync(join(server, 'current/out/index.html'), 'utf8')).toBe('<p>one</p>');
    expect(readFileSync(join(server, 'current/out-host/nginx.conf'), 'utf8')).toBe('# snippet\n');
    expect(readdirSync(join(server, 'incoming'))).toEqual([]);
    expect(readFileSync(join(work, 'home/.ssh/known_hosts'), 'utf8')).toBe('www.colegio-ensayo.es ssh-ed25519 AAAAtest\n');
    expect(statSync(join(work, 'home/.ssh/deploy_key')).mode & 0o777).toBe(0o600);

    // Release names carry the time to the second: the next deploy is a later one.
    spawnSync('sleep', ['1.1']);
    const second = runDeploySteps(checkout('two'), '2222222222222222222222222222222222222222');
    expect(readlinkSync(join(server, 'current'))).toBe(`releases/${second}`);
    expect(readFileSync(join(server, 'current/out/index.html'), 'utf8')).toBe('<p>two</p>');
    // An unchanged file is the live release's, hard-linked; a changed one is new.
    const inode = (release: string, path: string) => statSync(join(server, 'releases', release, path)).ino;
    expect(inode(second, 'out/islands/unchanged.js')).toBe(inode(first, 'out/islands/unchanged.js'));
    expect(inode(second, 'out/index.html')).not.toBe(inode(first, 'out/index.html'));
    expect(readFileSync(join(work, 'ssh.log'), 'utf8').trim().split('\n').every((target) => target === 'deploy@www.colegio-ensayo.es')).toBe(true);
    expect(readFileSync(join(work, 'reloads'), 'utf8')).toBe(`releases/${first}\nreleases/${second}\n`);

    // The one-command rollback, with the script the deploy left on the server.
    const rollback = spawnSync(join(server, 'release.sh'), ['rollback'], { env: { ...process.env, RELEASE_ROOT: server, RELOAD_COMMAND: '' }, encoding: 'utf8' });
    expect(rollback.stdout).toBe(`live: ${first} (was ${second})\n`);
    expect(readFileSync(join(server, 'current/out/index.html'), 'utf8')).toBe('<p>one</p>');
    expect(existsSync(join(server, 'releases', second))).toBe(true);
  });
});
