import { readFileSync } from 'node:fs';

/*
 * What systemd reads from deploy/systemd/liceo-receiver.service, for the tests
 * that start the receiver as the service would: each setting's values in
 * order, the environment of `Environment=` lines and of an `EnvironmentFile=`
 * (whose settings win, as systemd has it). Only the plain forms the shipped
 * files use are read; anything else (quotes, escapes, specifiers, a line
 * continued) is refused, so a change to the unit that this reader would get
 * wrong fails the tests instead.
 */

export type SystemdUnit = Record<string, Record<string, string[]>>;

const plain = /^[^"'\\%]*$/;
/** Settings whose values systemd splits into words or assignments, where quotes would matter. */
const split = ['ExecStart', 'Environment', 'EnvironmentFile', 'WorkingDirectory'];

export function parseUnit(text: string): SystemdUnit {
  const unit: SystemdUnit = {};
  let section: Record<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = line.match(/^\[(\w+)\]$/);
    if (header) {
      section = unit[header[1]!] ??= {};
      continue;
    }
    const setting = line.match(/^(\w+)=(.*)$/);
    if (!setting || !section || /[\\%]/.test(line) || (split.includes(setting[1]!) && !plain.test(setting[2]!))) throw new Error(`cannot read the unit's line: ${line}`);
    (section[setting[1]!] ??= []).push(setting[2]!);
  }
  return unit;
}

export const readUnit = (path: string) => parseUnit(readFileSync(path, 'utf8'));

/** NAME=value lines of an EnvironmentFile, or the assignments of Environment= values. */
export function parseEnvironment(assignments: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    assignments.map((assignment) => {
      const match = assignment.match(/^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/);
      if (!match || !plain.test(match[2]!)) throw new Error(`cannot read the assignment: ${assignment}`);
      return [match[1]!, match[2]!];
    }),
  );
}

export const environmentFileLines = (text: string) =>
  text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

/** The service's environment: its Environment= settings, then its EnvironmentFile's, which override them. */
export function serviceEnvironment(unit: SystemdUnit, environmentFile: string): Record<string, string> {
  const service = unit.Service ?? {};
  const fromUnit = parseEnvironment((service.Environment ?? []).flatMap((value) => value.split(/\s+/).filter(Boolean)));
  return { ...fromUnit, ...parseEnvironment(environmentFileLines(environmentFile)) };
}

/** The one value of a setting the unit must set once. */
export function single(unit: SystemdUnit, section: string, name: string): string {
  const values = unit[section]?.[name] ?? [];
  if (values.length !== 1) throw new Error(`[${section}] ${name} is set ${values.length} times`);
  return values[0]!;
}
