/** Fills the {placeholders} of a copy template: fill('Paso {number}', { number: 1 }) → 'Paso 1'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
