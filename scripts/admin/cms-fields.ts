/**
 * The editor's fields of one data file, generated from its zod schema
 * (content/schemas/): the schema is the one definition of a file's shape, so
 * the editor offers exactly its fields, with its types and limits. The schema
 * is read through zod's own JSON Schema output; labels and hints are its
 * `.meta({ title, description })`, written in Spanish for the school's staff.
 */
import * as z from 'zod';
import type { ReferenceTarget } from '@/content/schemas/fields';
import { defaultLocale, locales, ownLanguageNames } from '@/content/schemas/locales';

/** A field of Sveltia CMS's config.yml (https://sveltiacms.app/en/docs/fields). */
export type CmsField = {
  name: string;
  label: string;
  widget: 'string' | 'number' | 'boolean' | 'select' | 'relation' | 'list' | 'object' | 'datetime' | 'image' | 'markdown' | 'hidden';
  /** A hidden field's value for a new item: `{{uuid_short}}`, a random name the editor makes. */
  default?: string;
  /** The formatting buttons of a markdown field; none of its other blocks (a picture in the text has no alt text field). */
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  hint?: string;
  required?: false;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  pattern?: [string, string];
  /** A text's least and most characters: the editor counts them as staff type, and refuses to save outside them. */
  minlength?: number;
  maxlength?: number;
  type?: 'email' | 'url';
  options?: (string | { label: string; value: string })[];
  /** A relation: the collection and file of the list it names an item of, the item's field saved, and what staff see and search. */
  collection?: string;
  file?: string;
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  /** A relation that names several items. */
  multiple?: true;
  format?: string;
  time_format?: false;
  accept?: string;
  choose_url?: false;
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
  field?: CmsField;
  /** A list's item, as the list's "Agregar …" button names it. */
  label_singular?: string;
  /** A list item's line when folded: its first text field (its name or title). */
  summary?: string;
  /** A list whose items are of several kinds: the key that names an item's kind, and each kind's fields. */
  typeKey?: string;
  types?: { name: string; label: string; widget: 'object'; summary?: string; fields: CmsField[] }[];
};

/** The part of a JSON Schema that zod writes for the shapes a data file uses. */
type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  /** Extra words of `.meta()`: `{ widget: 'image' }` makes a text field a picture chosen from the media folder. */
  widget?: string;
  /** Extra words of `.meta()` for a picture: the file types the upload takes, and a media folder of its own (partner logos). */
  accept?: string;
  mediaFolder?: string;
  publicFolder?: string;
  /** Extra words of `.meta()` for a picture: where it is shown (the content check measures the file against it). */
  slot?: string;
  /** Extra words of `.meta()`: an identifier staff never see (a hidden field; a new item gets a random one). */
  hidden?: boolean;
  /** Extra words of `.meta()`: the Spanish label of each value of a select. */
  optionLabels?: Record<string, string>;
  /** Extra words of `.meta()`: the id of an item of another list, chosen by its name (content/schemas/fields.ts, `reference`). */
  reference?: ReferenceTarget;
};

/** What staff can do to a formatted text (lib/markdown.ts renders it): bold, italic, links, subheadings, lists. */
const markdownButtons = ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'];

/** The label of a field the schema gives none: text in both languages is labelled by language. */
const languageLabels: Record<string, string> = ownLanguageNames;

/** zod writes these bounds for a whole number with no limit of its own: they are no limit for staff. */
const unbounded = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

export class UnsupportedFieldError extends Error {}

/** The JSON Schema zod writes for a data file's schema: its input shape (what the file holds). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as JsonSchema;
}

/** Fields without a label of their own, as "file: path" (the build lists them). */
export type Unlabelled = string[];

function field(name: string, schema: JsonSchema, required: boolean, where: string, unlabelled: Unlabelled): CmsField {
  const label = schema.title ?? languageLabels[name];
  if (!label) unlabelled.push(where);
  const common = {
    name,
    label: label ?? name,
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false as const }),
  };
  const limits = (min: number | undefined, max: number | undefined) => ({
    ...(min !== undefined && !unbounded.has(min) ? { min } : {}),
    ...(max !== undefined && !unbounded.has(max) ? { max } : {}),
  });

  // Hidden: kept as it is in an item that has one, and made up (12 random letters and digits) for a new item.
  if (schema.hidden) return { name, label: common.label, widget: 'hidden', default: '{{uuid_short}}' };
  // A reference: staff pick the item by its name from the list as saved; the id is what is written.
  if (schema.reference) return { ...common, ...relationTo(schema.reference), ...(schema.type === 'array' ? { multiple: true as const, ...limits(schema.minItems, schema.maxItems) } : {}) };
  // A box or text box would let staff save another value, which the schema refuses (a discriminator is handled by kindsOf).
  if (schema.const !== undefined)
    throw new UnsupportedFieldError(`${where}: a fixed value (z.literal) has no editor field staff could not break; use z.boolean() or z.enum() for a choice`);
  if (schema.enum) {
    const values = schema.enum.map(String);
    const labels = schema.optionLabels;
    return { ...common, widget: 'select', options: labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values };
  }
  switch (schema.type) {
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'integer':
    case 'number':
      if (schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined)
        throw new UnsupportedFieldError(`${where}: a limit that excludes its value (gt/lt) has no equal in the editor; use min/max (gte/lte)`);
      return { ...common, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float', ...limits(schema.minimum, schema.maximum) };
    case 'string': {
      const pattern = schema.pattern ? { pattern: [schema.pattern, 'No tiene el formato esperado: mira la ayuda del campo.'] as [string, string] } : {};
      // A picture is saved as its path, so the path's pattern (the logo's folder and name) holds for it too.
      if (schema.widget === 'image')
        return {
          ...common,
          widget: 'image',
          // Chosen from the media library or uploaded, never an address of another site: the build reads the file.
          choose_url: false,
          ...(schema.accept ? { accept: schema.accept } : {}),
          ...(schema.mediaFolder ? { media_folder: schema.mediaFolder, public_folder: schema.publicFolder ?? schema.mediaFolder } : {}),
          // A picture's path is checked by the content check: the editor holds a new upload under a temporary address until it saves, which no pattern matches.
          ...(schema.slot ? {} : pattern),
        };
      if (schema.widget === 'markdown') return { ...common, widget: 'markdown', buttons: markdownButtons, editor_components: [], modes: ['rich_text'] };
      if (schema.format === 'date') return { ...common, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
      if (schema.format === 'date-time') return { ...common, widget: 'datetime' };
      return {
        ...common,
        widget: 'string',
        ...(schema.format === 'email' ? { type: 'email' as const } : schema.format === 'uri' ? { type: 'url' as const } : {}),
        ...pattern,
        // A bound of one character is "required", which the editor already says.
        ...(schema.minLength !== undefined && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
      };
    }
    case 'array':
      if (!schema.items) throw new UnsupportedFieldError(`${where}: a list without a type for its items`);
      if (schema.items.oneOf) return { ...common, widget: 'list', ...limits(schema.minItems, schema.maxItems), ...kindsOf(schema.items.oneOf, `${where}[]`, unlabelled) };
      return {
        ...common,
        widget: 'list',
        ...(schema.items.title ? { label_singular: schema.items.title } : {}),
        ...limits(schema.minItems, schema.maxItems),
        ...(schema.items.type === 'object' && !schema.items.enum
          ? { ...summaryOf(schema.items), fields: fieldsOf(schema.items, `${where}[]`, unlabelled) }
          : { field: field(name, schema.items, true, `${where}[]`, unlabelled) }),
      };
    case 'object':
      return { ...common, widget: 'object', fields: fieldsOf(schema, where, unlabelled) };
    default:
      throw new UnsupportedFieldError(
        `${where}: the editor has no field for this shape (${JSON.stringify(schema).slice(0, 120)}); give the schema plain objects, lists, text, numbers, yes/no or a fixed list of words`,
      );
  }
}

/** A collection's name: its data file's name without the extension, as config.yml and the editor's addresses use it. */
export const collectionName = (file: string) => file.replace(/\.[^.]+$/, '');

/** The editor's relation field to the items of `list` of a data file, each named by its `label`. */
function relationTo({ file, list, label }: ReferenceTarget): Pick<CmsField, 'widget' | 'collection' | 'file' | 'value_field' | 'display_fields' | 'search_fields'> {
  const named = [`${list}.*.${label}`];
  return { widget: 'relation', collection: collectionName(file), file: collectionName(file), value_field: `${list}.*.id`, display_fields: named, search_fields: named };
}

/**
 * The items of a list of several kinds (zod's discriminated union): the editor's variable types, named by the
 * one key whose fixed value tells the kinds apart; that key is the editor's to write, not a field.
 */
function kindsOf(options: JsonSchema[], where: string, unlabelled: Unlabelled): Pick<CmsField, 'typeKey' | 'types'> {
  const keys = Object.keys(options[0]?.properties ?? {}).filter((key) => options.every((option) => option.properties?.[key]?.const !== undefined));
  const typeKey = keys[0];
  if (!typeKey) throw new UnsupportedFieldError(`${where}: a list of several kinds needs one field with a fixed value in each kind (a discriminated union)`);
  return {
    typeKey,
    types: options.map((option) => {
      const name = String(option.properties![typeKey]!.const);
      const properties = Object.fromEntries(Object.entries(option.properties!).filter(([key]) => key !== typeKey));
      const kind = `${where}<${name}>`;
      if (!option.title) unlabelled.push(kind);
      return { name, label: option.title ?? name, widget: 'object' as const, ...summaryOf({ ...option, properties }), fields: fieldsOf({ ...option, properties }, kind, unlabelled) };
    }),
  };
}

/** A text in both languages, { es, en }: its Spanish one names the item. */
const isLocalized = (schema: JsonSchema) => schema.type === 'object' && locales.every((locale) => schema.properties?.[locale]?.type === 'string');

/**
 * The line a folded list item shows: its title or name, else the item of another list it names (the editor shows
 * that item's name), else its first text, in Spanish where it has both languages.
 */
function summaryOf(item: JsonSchema): Pick<CmsField, 'summary'> {
  const properties = Object.entries(item.properties ?? {});
  const plainText = (property: JsonSchema) => property.type === 'string' && !property.widget && !property.format && !property.pattern && !property.enum && !property.hidden;
  const named =
    properties.find(([key, property]) => ['title', 'name'].includes(key) && (isLocalized(property) || plainText(property))) ??
    properties.find(([, property]) => property.reference && property.type === 'string') ??
    properties.find(([, property]) => isLocalized(property)) ??
    properties.find(([, property]) => plainText(property));
  if (!named) return {};
  const [key, property] = named;
  return { summary: isLocalized(property) ? `{{fields.${key}.${defaultLocale}}}` : `{{fields.${key}}}` };
}

function fieldsOf(schema: JsonSchema, where: string, unlabelled: Unlabelled): CmsField[] {
  if (!schema.properties || Object.keys(schema.properties).length === 0)
    throw new UnsupportedFieldError(`${where}: an object without named fields (a record) has no equal in the editor`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => field(name, property, required.has(name), where ? `${where}.${name}` : name, unlabelled));
}

/**
 * A data file in the editor: its label and hint (the schema's own `.meta()`)
 * and its fields, in the schema's order (the order a save writes them in).
 */
export function cmsFile(schema: z.ZodType, file: string, unlabelled: Unlabelled = []): { label: string; hint?: string; fields: CmsField[] } {
  const found: Unlabelled = [];
  try {
    const jsonSchema = jsonSchemaOf(schema);
    const fields = fieldsOf(jsonSchema, '', found);
    unlabelled.push(...found.map((where) => `content/data/${file}: ${where}`));
    return { label: jsonSchema.title ?? file, ...(jsonSchema.description ? { hint: jsonSchema.description } : {}), fields };
  } catch (error) {
    // Ours name the field; zod's own (a shape JSON Schema cannot hold, like z.date()) at least name the file.
    if (error instanceof Error) throw new UnsupportedFieldError(`content/data/${file}: ${error.message}`, { cause: error });
    throw error;
  }
}
