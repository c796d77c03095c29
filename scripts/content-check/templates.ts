import * as z from 'zod';
import type { TemplateNames } from '@/content/schemas/fields';
import { locales } from '@/content/schemas/locales';
import { templateProblems } from '@/lib/text';
import type { FieldIssue } from './data-files';

/*
 * The texts of a data file that its pages fill in (`{slots}`, `<tags>`): the
 * schema marks each such field with the names it may use
 * (content/schemas/fields.ts, localizedWithSlots), and each text there is read
 * by next-intl as its page will read it (lib/text.ts, templateProblems).
 */

/** The part of a JSON Schema zod writes for a data file that leads to its texts. */
export type JsonSchema = {
  template?: TemplateNames;
  /** The editor's widget for a field: `markdown` for a text written with the formatting buttons. */
  widget?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
};

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The schema as the JSON Schema of its input (what the file holds), with each field's `.meta()`. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) jsonSchemas.set(schema, (json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'throw', reused: 'inline' }) as JsonSchema));
  return json;
}

/** Whether `value` can be this branch of a union: each of its fixed values (a kind's name) matches. */
const fitsBranch = (branch: JsonSchema, value: unknown) =>
  Object.entries(branch.properties ?? {}).every(([key, property]) => property.const === undefined || (isRecord(value) && value[key] === property.const));

export type MarkedValue = { path: Path; value: unknown; field: JsonSchema };

function valuesIn(schema: JsonSchema, value: unknown, path: Path, marked: (field: JsonSchema) => boolean): MarkedValue[] {
  if (marked(schema)) return [{ path, value, field: schema }];
  const branches = [...(schema.allOf ?? []), ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((branch) => fitsBranch(branch, value))];
  const inBranches = branches.flatMap((branch) => valuesIn(branch, value, path, marked));
  if (Array.isArray(value) && schema.items) return [...inBranches, ...value.flatMap((item, index) => valuesIn(schema.items!, item, [...path, index], marked))];
  if (!isRecord(value) || Array.isArray(value)) return inBranches;
  const other = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return [
    ...inBranches,
    ...Object.entries(value).flatMap(([key, child]) => {
      const field = schema.properties?.[key] ?? other;
      return field ? valuesIn(field, child, [...path, key], marked) : [];
    }),
  ];
}

/** Every value of `data` whose field `marked` picks by its schema's `.meta()` (a text with `template`, a Markdown field), with its path. */
export const markedValues = (schema: z.ZodType, data: unknown, marked: (field: JsonSchema) => boolean): MarkedValue[] => valuesIn(jsonSchemaOf(schema), data, [], marked);

function problemsOfText({ path, value, field }: MarkedValue): FieldIssue[] {
  if (!field.template || !isRecord(value)) return [];
  const { slots, tags } = field.template;
  return locales.flatMap((locale) => {
    const text = value[locale];
    if (typeof text === 'string') return templateProblems(text, slots, tags).map((message) => ({ path: [...path, locale], message }));
    if (!Array.isArray(text)) return [];
    return text.flatMap((paragraph, index) =>
      typeof paragraph === 'string' ? templateProblems(paragraph, slots, tags).map((message) => ({ path: [...path, locale, index], message })) : [],
    );
  });
}

/** Every text of `data` that its page could not fill in, as `schema` marks them: a name it does not know, or a template next-intl cannot read. */
export const templateIssues = (schema: z.ZodType, data: unknown): FieldIssue[] => markedValues(schema, data, (field) => field.template !== undefined).flatMap(problemsOfText);
