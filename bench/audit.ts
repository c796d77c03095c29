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

/** Audits each URL with each preset `runs` times; returns the runs grouped per URL and preset. */
export function audit(urls: string[], runs: number) {
  const jobs = urls.flatMap((url) =>
    (['mobile', 'desktop'] as const).flatMap((preset) => Array.from({ length: runs }, () => ({ url, preset }))),
  );
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
