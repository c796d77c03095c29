import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir as currentContentDir } from '@/content/data';
import { dataFileNames, fieldName } from '@/scripts/content-check/data-files';
import { checkContent } from '@/scripts/content-check/check';
import { formatLaunchProblems, launchProblems, type LaunchProblem } from '@/scripts/launch-check/check';
import { settingProblems } from '@/scripts/launch-check/settings';
import { contentCopy } from '@/tests/support/content-copy';

/*
 * `npm run check-launch` (scripts/check-launch.ts), both ways: on the
 * content as it is (the sample site) it names every sample mark and sample
 * value, each by file and field, and every setting left unset; on a copy with
 * the school's own values and the settings set, it finds nothing.
 */

// The content the suite runs on: content/, or the folder CONTENT_DIR names (content/data.ts).
const contentDir = currentContentDir();
const dataDir = join(contentDir, 'data');

/** The settings of a live build. */
const liveSettings = { SITE_URL: 'https://www.colegioliceo.es', CMS_REPO: 'colegioliceo/web', CMS_AUTH_URL: 'https://acceso.colegioliceo.es' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Found = { file: string; field: string; value: Json };

/** Every value of every data file, with its file and field: the test's own reading of content/data/. */
function everyValue(): Found[] {
  const walk = (file: string, value: Json, path: PropertyKey[]): Found[] => [
    { file, field: fieldName(path), value },
    ...(typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => walk(file, child, [...path, Array.isArray(value) ? Number(key) : key]))
      : []),
  ];
  return dataFileNames(dataDir).flatMap((name) => walk(`content/data/${name}`, JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as Json, []));
}

const named = (problems: readonly LaunchProblem[]) => new Set(problems.map(({ where, field }) => `${where} ${field}`));

/** A data file as the school would leave it: every sample mark unticked, and its own addresses, numbers and videos in. */
function schoolsOwn(value: Json, key?: string | number, parentKey?: string): Json {
  if (Array.isArray(value)) return value.map((item, index) => schoolsOwn(item, index, String(key)));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, /^(sample|\w+Sample)$/.test(name) ? false : schoolsOwn(child, name)]));
  if (typeof value !== 'string') return value;
  if (key === 'taxId') return 'A28123457';
  if (parentKey === 'phones') return value.replace(/000 000$/, '650 12' + String(key));
  return value
    .replace(/@[\w-]+\.example\b/g, '@colegioliceo.es')
    .replace(/https:\/\/example\.org\//g, 'https://www.colegioliceo.es/')
    .replace(/https:\/\/[\w.-]+\.example\//g, 'https://www.colegioliceo.es/')
    .replace(/watch\?v=PLACEHOLD(\d\d)/g, 'watch?v=Lq7bW2xR0$1');
}

/** A copy of content/ with every data file as the school would leave it. */
function schoolContent(): string {
  return contentCopy(
    Object.fromEntries(dataFileNames(dataDir).map((name) => [`data/${name}`, `${JSON.stringify(schoolsOwn(JSON.parse(readFileSync(join(dataDir, name), 'utf8')) as Json), null, 2)}\n`])),
  );
}

describe('the launch check', () => {
  it('names every sample mark left in the content, by file and field', () => {
    const problems = launchProblems(contentDir, {});
    const marks = everyValue().filter(({ field, value }) => /(^|\.)(sample|\w+Sample)$/.test(field) && value === true);
    // The sample news articles among them, each by its file.
    expect(marks.filter(({ file }) => file.startsWith('content/data/news/')).length).toBeGreaterThan(0);
    expect(marks.length).toBeGreaterThan(100);
    for (const { file, field } of marks) expect(named(problems), `${file} ${field}`).toContain(`${file} ${field}`);
  });

  it('names every sample value, marked or not: reserved example addresses, placeholders, the all-zero tax number, the sample phones', () => {
    const problems = launchProblems(contentDir, {});
    const values = everyValue().filter(
      ({ field, value }) =>
        typeof value === 'string' &&
        (/\.example\b|\/\/example\.org\//.test(value) || /PLACEHOLD/.test(value) || (field.endsWith('taxId') && !/[1-9]/.test(value)) || (/phones\[\d+\]$/.test(field) && / 000 000$/.test(value))),
    );
    for (const { file, field, value } of values) {
      const problem = problems.find((candidate) => candidate.where === file && candidate.field === field);
      expect(problem?.message, `${file} ${field}`).toContain(value as string);
    }
    // What the issue found, among them: the tax number, the school's addresses, the DPO's, the videos.
    expect(values.map(({ file, field }) => `${file} ${field}`)).toEqual(
      expect.arrayContaining([
        'content/data/site.json company.taxId',
        'content/data/site.json contact.email',
        'content/data/site.json company.whistleblowerEmail',
        'content/data/legal.json dataProtectionOfficer.email',
        'content/data/videos.json videos.meetUs.address',
      ]),
    );
  });

  it('names each setting a live build needs and does not have', () => {
    const problems = launchProblems(contentDir, {}).filter(({ where }) => where === 'setting');
    expect(problems.map(({ field }) => field)).toEqual(['SITE_URL', 'CMS_REPO', 'CMS_AUTH_URL']);
    expect(formatLaunchProblems(problems).split('\n').slice(1)).toEqual([
      '  setting SITE_URL: not set: canonical links, the sitemap, robots.txt and the news feeds would name https://www.liceo.example',
      "  setting CMS_REPO: not set: the staff editor would open liceo-example/liceo-website, not the school's repository (owner/name on GitHub)",
      '  setting CMS_AUTH_URL: not set: the staff editor would sign in through https://auth.liceo.example, which does not exist',
    ]);
  });

  it('refuses settings that are samples, placeholders or not https, and takes the school\'s own', () => {
    const refused = (env: Record<string, string>) => settingProblems({ ...liveSettings, ...env }).map(({ field, message }) => `${field}: ${message}`);
    expect(refused({})).toEqual([]);
    expect(refused({ SITE_URL: 'https://www.liceo.example' })).toEqual(['SITE_URL: "https://www.liceo.example" is a reserved example address (www.liceo.example), not the school\'s']);
    expect(refused({ SITE_URL: 'http://www.colegioliceo.es' })).toEqual(['SITE_URL: "http://www.colegioliceo.es" must start with https:// on a live site']);
    expect(refused({ SITE_URL: 'http://localhost:3000' })).toEqual(['SITE_URL: "http://localhost:3000" is a reserved example address (localhost), not the school\'s']);
    expect(refused({ SITE_URL: 'www.colegioliceo.es' })).toEqual(['SITE_URL: "www.colegioliceo.es" is not a web address: write it in full, https://…']);
    expect(refused({ CMS_REPO: 'liceo-example/liceo-website' })).toEqual([
      "CMS_REPO: is the placeholder: the staff editor would open liceo-example/liceo-website, not the school's repository (owner/name on GitHub)",
    ]);
    expect(refused({ CMS_REPO: 'colegioliceo' })).toEqual(['CMS_REPO: "colegioliceo" must be the repository\'s owner/name on GitHub, like school/website']);
    expect(refused({ CMS_AUTH_URL: 'https://auth.liceo.example/' })).toEqual([
      'CMS_AUTH_URL: is the placeholder: the staff editor would sign in through https://auth.liceo.example, which does not exist',
    ]);
    expect(refused({ CMS_AUTH_URL: 'https://sveltia-cms-auth.example.workers.dev' })).toEqual([]);
    expect(refused({ CONTACT_ENDPOINT: 'https://forms.example.org/school' })).toEqual([
      'CONTACT_ENDPOINT: "https://forms.example.org/school" is a reserved example address (forms.example.org), not the school\'s',
    ]);
    expect(refused({ CONTACT_ENDPOINT: '/api/enquiries' })).toEqual([]);
  });

  it('passes on a copy with the school\'s own values, which the content check accepts, and the settings set', { timeout: 120_000 }, async () => {
    const dir = schoolContent();
    expect(launchProblems(dir, liveSettings)).toEqual([]);
    expect(await checkContent(dir)).toEqual([]);
  });

  it('`npm run check-launch` exits 1 listing each value on today\'s content, and 0 once the school\'s own are in', { timeout: 120_000 }, () => {
    const run = (dir: string, env: Record<string, string>) => {
      const childEnv = { ...process.env };
      for (const name of ['SITE_URL', 'CMS_REPO', 'CMS_AUTH_URL', 'CONTACT_ENDPOINT', 'CONTENT_DIR']) delete childEnv[name];
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-launch.ts', '--dir', dir], { encoding: 'utf8', env: { ...childEnv, ...env } });
    };
    const today = run(contentDir, {});
    expect(today.status).toBe(1);
    const lines = today.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Launch check: \d+ sample or placeholder values left, in \d+ files and 3 settings\./);
    expect(lines.slice(1)).toEqual(formatLaunchProblems(launchProblems(contentDir, {})).split('\n').slice(1));
    expect(today.stderr).toContain(`content/data/site.json, company.taxId (line `);

    const live = run(schoolContent(), liveSettings);
    expect(live.stderr).toBe('');
    expect(live.status).toBe(0);
    expect(live.stdout).toContain('no sample or placeholder value left');
  });
});
