// Lighthouse runs, through bench/lighthouse.mjs in a plain Node process.
import { execFileSync } from 'node:child_process';

export type Preset = 'mobile' | 'desktop';

export type ByteSplit = { html: number; css: number; js: number; images: number; fonts: number; other: number };

export type AuditRun = {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Bytes transferred on first load (compressed, as sent). */
  bytes: ByteSplit;
  requests: number;
  /** Paths of the scripts loaded on first load. */
  scripts: string[];
  lcpElement?: string;
};

export type AuditJob = { url: string; preset: Preset };

/**
 * Audits each URL with each of its presets `runs` times, each run in a fresh
 * Chromium with a fresh profile (bench/lighthouse.mjs). Runs go round the
 * URLs (run 1 of every URL, then run 2…), so that a page and its no-script
 * twin, listed side by side, meet the machine in the same state. Returns the
 * runs grouped per URL and preset.
 */
export function audit(targets: { url: string; presets: Preset[] }[], runs: number) {
  const jobs: AuditJob[] = Array.from({ length: runs }, () => targets.flatMap(({ url, presets }) => presets.map((preset) => ({ url, preset })))).flat();
  const output = execFileSync(process.execPath, ['bench/lighthouse.mjs', JSON.stringify(jobs)], {
    maxBuffer: 64 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { chromium, summaries } = JSON.parse(output.toString()) as { chromium: string; summaries: AuditRun[] };
  const grouped = new Map<string, Record<Preset, AuditRun[]>>();
  jobs.forEach((job, index) => {
    const entry = grouped.get(job.url) ?? { mobile: [], desktop: [] };
    entry[job.preset].push(summaries[index]!);
    grouped.set(job.url, entry);
  });
  return { chromium, grouped };
}
