// The benchmark's command-line options (see the header of bench/run.ts).
import { routing, type Locale } from '@/i18n/routing';
import { controlIds, type ControlId } from './controls';
import { sampledTemplates, type Template } from './pages';

export type Part = 'lighthouse' | 'touch';

export type Options = {
  runs: number;
  build: boolean;
  cold: boolean;
  /** Templates measured (the keys of sampledTemplates, or the route keys: home, contact, fees…). */
  templates: Template[];
  locales: Locale[];
  parts: Part[];
  controls: ControlId[];
  /** Seconds after `load` at which the first touch lands. */
  delays: number[];
  receiver: boolean;
  bareNext: boolean;
  /** The first of the four loopback ports the bench serves on. */
  portBase: number;
  /** True when any option narrows the run: docs/performance.md keeps the last full run's tables. */
  partial: boolean;
};

const list = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);

/** A template by its name in sampledTemplates ("text page") or its page's route key ("founder"). */
function templateOf(name: string): Template {
  const entries = Object.entries(sampledTemplates) as [Template, string][];
  const found = entries.find(([template, key]) => template === name || key === name || template.replace(/ /g, '-') === name);
  if (!found) throw new Error(`--pages: unknown page "${name}"; one of ${entries.map(([template, key]) => `${key} (${template})`).join(', ')}`);
  return found[0];
}

export function parseOptions(args: string[]): Options {
  const value = (name: string) => {
    const index = args.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const next = args[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
    return next;
  };
  const runs = Number(value('runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number, 1 or more');
  const pages = value('pages');
  const locales = value('locales');
  const only = value('only');
  const controls = value('controls');
  const delays = value('delays');
  const templates = pages ? [...new Set(list(pages).map(templateOf))] : (Object.keys(sampledTemplates) as Template[]);
  const chosenLocales = locales ? list(locales) : [...routing.locales];
  for (const locale of chosenLocales) if (!routing.locales.includes(locale as Locale)) throw new Error(`--locales: unknown locale "${locale}"`);
  const parts = only ? list(only) : ['lighthouse', 'touch'];
  for (const part of parts) if (part !== 'lighthouse' && part !== 'touch') throw new Error(`--only: "lighthouse" or "touch", not "${part}"`);
  const chosenControls = controls ? list(controls) : [...controlIds];
  for (const control of chosenControls) if (!controlIds.includes(control as ControlId)) throw new Error(`--controls: unknown control "${control}"; one of ${controlIds.join(', ')}`);
  const chosenDelays = delays ? list(delays).map(Number) : [0.5, 1, 3];
  if (chosenDelays.some((delay) => !Number.isFinite(delay) || delay < 0)) throw new Error('--delays: seconds after load, e.g. 0.5,1,3');
  const build = !args.includes('--no-build');
  return {
    runs,
    build,
    cold: build && args.includes('--cold'),
    templates,
    locales: chosenLocales as Locale[],
    parts: parts as Part[],
    controls: chosenControls as ControlId[],
    delays: chosenDelays,
    // A reduced run leaves the receiver out.
    receiver: !args.includes('--no-receiver') && !(pages || locales || only || controls || delays),
    bareNext: args.includes('--bare-next'),
    portBase: Number(value('port-base') ?? 4601),
    partial: Boolean(pages || locales || only || controls || delays),
  };
}
