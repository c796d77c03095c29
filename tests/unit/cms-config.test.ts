import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod';
import { dataFiles, dataFolders } from '@/content/schemas';
import { cmsCollections, cmsConfig, cmsSettings, configYaml, dataFolder, entryPages, filePages, placeholders, type CmsCollection, type CmsFolderCollection } from '@/scripts/admin/cms-config';
import { UnsupportedFieldError, type CmsField } from '@/scripts/admin/cms-fields';

/*
 * config.yml against the schemas, each walked on its own: the schema through
 * zod's definitions (not the JSON Schema the generator reads), config.yml as
 * the editor reads it (the YAML text, parsed). Each side is reduced to the
 * same outline (name, type, required, limits, choices, nested fields) and the
 * two outlines must be equal: every schema field has its editor field, with
 * the same name, type and limits, and the editor has no field the schema
 * lacks.
 */

type Outline = {
  name: string;
  type: string;
  required: boolean;
  min?: number;
  max?: number;
  options?: string[];
  pattern?: string;
  fields?: Outline[];
  item?: Omit<Outline, 'name'>;
  /** A reference (a relation field): the item of another list it names, several with `multiple`. */
  multiple?: boolean;
  /** A list of several kinds: the key naming an item's kind, and each kind's name and fields. */
  typeKey?: string;
  types?: { name: string; fields: Outline[] }[];
};

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } } };
const defOf = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** zod's whole-number check bounds a number to the safe integers: no limit for a person typing a fee. */
const safe = (value: unknown) => (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);

/** The bounds of a number (greater_than / less_than, by `value`) or a list (min_length / max_length). */
function limits(schema: z.ZodType, [lower, lowerKey]: [string, string], [upper, upperKey]: [string, string]) {
  const checks = checksOf(schema);
  const min = safe(checks.find((check) => check.check === lower)?.[lowerKey]);
  const max = safe(checks.find((check) => check.check === upper)?.[upperKey]);
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** A list's item: its name is the list's. */
const withoutName = (outline: Outline): Omit<Outline, 'name'> => Object.fromEntries(Object.entries(outline).filter(([key]) => key !== 'name')) as Omit<Outline, 'name'>;

/**
 * The kinds of a list's items (a discriminated union): each option's fixed value of the discriminator names
 * the kind, and its other fields are the kind's. A union without a discriminator has no editor field.
 */
function kindsOf(schema: z.ZodType, name: string): Pick<Outline, 'typeKey' | 'types'> {
  const def = defOf(schema);
  const typeKey = def.discriminator as string | undefined;
  if (!typeKey) throw new Error(`${name}: a union without a discriminator`);
  const types = (def.options as z.ZodType[]).map((option) => {
    const shape = defOf(option).shape as Record<string, z.ZodType>;
    const values = defOf(shape[typeKey]!).values as unknown[];
    if (defOf(shape[typeKey]!).type !== 'literal' || values.length !== 1) throw new Error(`${name}: a kind whose "${typeKey}" is not one fixed value`);
    const fields = Object.entries(shape)
      .filter(([key]) => key !== typeKey)
      .map(([key, field]) => fromSchema(field, key));
    return { name: String(values[0]), fields };
  });
  return { typeKey, types };
}

function fromSchema(schema: z.ZodType, name: string, required = true): Outline {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return fromSchema(def.innerType as z.ZodType, name, false);
    case 'object':
      return { name, type: 'object', required, fields: Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => fromSchema(field, key)) };
    case 'array': {
      const element = def.element as z.ZodType;
      const bounds = limits(schema, ['min_length', 'minimum'], ['max_length', 'maximum']);
      // Ids of items of another list (`.meta({ reference })`): chosen by name, several at once.
      if (z.globalRegistry.get(schema)?.reference) return { name, type: 'relation', required, multiple: true, ...bounds };
      if (defOf(element).type === 'union') return { name, type: 'list', required, ...bounds, ...kindsOf(element, name) };
      const item = withoutName(fromSchema(element, name));
      return { name, type: 'list', required, ...bounds, ...(defOf(element).type === 'object' ? { fields: item.fields } : { item }) };
    }
    case 'number': {
      const checks = checksOf(schema);
      const whole = checks.some((check) => check.check === 'number_format' && check.format === 'safeint');
      return { name, type: whole ? 'int' : 'float', required, ...limits(schema, ['greater_than', 'value'], ['less_than', 'value']) };
    }
    case 'boolean':
      return { name, type: 'boolean', required };
    case 'enum':
      return { name, type: 'select', required, options: Object.values(def.entries as Record<string, string>) };
    case 'string': {
      if (def.format === 'date') return { name, type: 'date', required };
      const regex = checksOf(schema).find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern as RegExp | undefined;
      // A picture's path (`.meta({ slot })`) is checked by the content check: the editor holds a new upload under a temporary address no pattern matches.
      const picture = z.globalRegistry.get(schema)?.slot !== undefined;
      // An identifier staff never see (`.meta({ hidden })`): the editor makes a new one, it has no box to check.
      if (z.globalRegistry.get(schema)?.hidden) return { name, type: 'hidden', required };
      // The id of an item of another list (`.meta({ reference })`): chosen by its name, not typed.
      if (z.globalRegistry.get(schema)?.reference) return { name, type: 'relation', required };
      return { name, type: 'string', required, ...(regex && !picture ? { pattern: regex.source } : {}) };
    }
    default:
      throw new Error(`${name}: a zod type this test does not know (${def.type})`);
  }
}

function fromConfig(field: CmsField): Outline {
  const required = field.required !== false;
  const bounds = { ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
  switch (field.widget) {
    case 'object':
      return { name: field.name, type: 'object', required, fields: field.fields!.map(fromConfig) };
    case 'list': {
      if (field.types)
        return {
          name: field.name,
          type: 'list',
          required,
          ...bounds,
          typeKey: field.typeKey!,
          types: field.types.map((kind) => ({ name: kind.name, fields: kind.fields.map(fromConfig) })),
        };
      if (field.fields) return { name: field.name, type: 'list', required, ...bounds, fields: field.fields.map(fromConfig) };
      return { name: field.name, type: 'list', required, ...bounds, item: withoutName(fromConfig(field.field!)) };
    }
    case 'number':
      return { name: field.name, type: field.value_type!, required, ...bounds };
    case 'select':
      return { name: field.name, type: 'select', required, options: field.options!.map((option) => (typeof option === 'string' ? option : option.value)) };
    case 'datetime':
      return { name: field.name, type: field.time_format === false ? 'date' : 'datetime', required };
    case 'relation':
      return { name: field.name, type: 'relation', required, ...(field.multiple ? { multiple: true, ...bounds } : {}) };
    case 'string':
    case 'image':
      // A picture is saved as its path: text.
      return { name: field.name, type: 'string', required, ...(field.pattern ? { pattern: field.pattern[0] } : {}) };
    default:
      return { name: field.name, type: field.widget, required };
  }
}

const settings = cmsSettings({});
const written = parse(configYaml(cmsConfig(dataFiles, settings, [], dataFolders, { folders: entryPages(), files: filePages() }))) as ReturnType<typeof cmsConfig>;
/** The collections of one data file each (the folders of entries come first). */
const fileCollections = written.collections.filter((collection): collection is CmsCollection => 'files' in collection);

describe('config.yml, generated from the schemas', () => {
  it('has one collection per data file, editing that file in its format', () => {
    expect(fileCollections.map((collection) => collection.files.map((file) => file.file))).toEqual(Object.keys(dataFiles).map((file) => [`${dataFolder}/${file}`]));
    for (const file of Object.keys(dataFiles)) expect(() => readFileSync(`${dataFolder}/${file}`), file).not.toThrow();
    expect(cmsCollections({ 'routes.yaml': z.object({ a: z.string() }), 'news.json': z.object({ a: z.string() }) }).map((collection) => collection.files[0]!.format)).toEqual(['yaml', 'json']);
    expect(() => cmsCollections({ 'news.toml': z.object({ a: z.string() }) })).toThrow('content/data/news.toml: the editor reads and writes JSON or YAML data files only');
  });

  for (const [file, schema] of Object.entries(dataFiles))
    it(`${file}: every schema field has its editor field with the same name, type and limits, and the reverse`, () => {
      const [entry] = fileCollections.find((collection) => collection.files[0]!.file === `${dataFolder}/${file}`)!.files;
      expect(entry!.fields.map(fromConfig)).toEqual(fromSchema(schema, file).fields);
    });

  it('gives every file, field and kind of list item a Spanish label, and fees.json the labels staff read', () => {
    const unlabelled: string[] = [];
    cmsCollections(dataFiles, unlabelled);
    expect(unlabelled).toEqual([]);
    const labels = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        field.label,
        ...labels(field.fields ?? (field.field ? [field.field] : [])),
        ...(field.types ?? []).flatMap((kind) => [kind.label, ...labels(kind.fields)]),
      ]);
    for (const collection of fileCollections) {
      expect(collection.label, collection.name).not.toBe(collection.files[0]!.file.split('/').pop());
      const all = labels(collection.files[0]!.fields);
      expect(all.filter((label) => /^[a-z]+[A-Z]|^[a-z]+$/.test(label)), collection.name).toEqual([]);
    }
    const fees = fileCollections.find((collection) => collection.name === 'fees')!;
    expect(fees.label).toBe('Honorarios');
    const all = labels(fees.files[0]!.fields);
    expect(all).toContain('Cuota anual (euros)');
    expect(all).toContain('Español');
    const calendar = labels(fileCollections.find((collection) => collection.name === 'calendar')!.files[0]!.fields);
    expect(calendar).toEqual(expect.arrayContaining(['Un día', 'Del … al …', 'Varios días', 'Fecha por anunciar', 'Primer día', 'Mes']));
  });

  it("lets staff pick a partner's logo from the media folder, within the logo file names the site takes", () => {
    const partners = written.collections.find((collection) => collection.name === 'partners') as CmsFolderCollection;
    const logo = partners.fields.find((field) => field.name === 'logo')!;
    expect(logo.widget).toBe('image');
    const pattern = new RegExp(logo.pattern![0]);
    expect(pattern.test('/images/partners/musica-en-ruta.svg')).toBe(true);
    expect(pattern.test('/images/partners/Logo Música.png')).toBe(false);
  });

  it('saves through pull requests on GitHub, leaves empty optional fields out, and puts uploaded logos where the site shows them', () => {
    expect(written.backend).toEqual({ name: 'github', repo: placeholders.repo, branch: 'main', base_url: placeholders.authOrigin });
    expect(written.publish_mode).toBe('editorial_workflow');
    expect(written.output.omit_empty_optional_fields).toBe(true);
    expect(written.media_folder).toBe('content/pictures');
    expect(written.public_folder).toBe('/images');
    expect(written.media_libraries.default.config.slugify_filename).toBe(true);
    expect(written.media_libraries.default.config.max_file_size).toBe(20 * 1024 * 1024);
    expect(written.slug).toEqual({ encoding: 'ascii', clean_accents: true });
  });

  it("is a configuration Sveltia CMS's own JSON Schema accepts", () => {
    const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')) as object;
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(written), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('reads the repository, branch and sign-in worker from the environment, and refuses malformed ones', () => {
    expect(cmsSettings({ CMS_REPO: 'colegio/web', CMS_BRANCH: 'produccion', CMS_AUTH_URL: 'https://auth.colegio.es/', SITE_URL: 'https://www.colegio.es' })).toEqual({
      repo: 'colegio/web',
      branch: 'produccion',
      authOrigin: 'https://auth.colegio.es',
      siteOrigin: 'https://www.colegio.es',
    });
    expect(() => cmsSettings({ CMS_REPO: 'colegio' })).toThrow(/owner\/name/);
    expect(() => cmsSettings({ CMS_AUTH_URL: 'http://auth.colegio.es' })).toThrow(/https/);
  });
});

describe('a data file registered later', () => {
  const calendar = z
    .object({
      title: z.object({ es: z.string(), en: z.string() }).meta({ title: 'Título' }),
      start: z.iso.date().meta({ title: 'Empieza' }),
      kind: z.enum(['holiday', 'term']).meta({ title: 'Tipo', optionLabels: { holiday: 'Festivo', term: 'Trimestre' } }),
      ages: z.array(z.number().int().min(3).max(19).meta({ title: 'Edad' })).min(1).max(2).optional().meta({ title: 'Edades' }),
      logo: z.string().meta({ title: 'Logo', widget: 'image' }),
    })
    .meta({ title: 'Calendario' });

  it('appears in the editor with its fields, dates, selects, lists and pictures, and no other change', () => {
    const [collection] = cmsCollections({ 'calendar.json': calendar });
    expect(collection!.label).toBe('Calendario');
    const fields = collection!.files[0]!.fields;
    expect(fields.map(fromConfig)).toEqual(fromSchema(calendar, 'calendar.json').fields);
    expect(fields.find((field) => field.name === 'kind')!.options).toEqual([
      { label: 'Festivo', value: 'holiday' },
      { label: 'Trimestre', value: 'term' },
    ]);
    expect(fields.find((field) => field.name === 'start')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(fields.find((field) => field.name === 'logo')!.widget).toBe('image');
    expect(fields.find((field) => field.name === 'title')!.fields!.map((field) => field.label)).toEqual(['Español', 'English']);
  });

  it('lists the fields without a Spanish label, naming file and field', () => {
    const unlabelled: string[] = [];
    cmsCollections({ 'bus-routes.json': z.object({ routes: z.array(z.object({ key: z.string() })) }) }, unlabelled);
    expect(unlabelled).toEqual(['content/data/bus-routes.json: routes', 'content/data/bus-routes.json: routes[].key']);
  });

  it('stops the build, naming file and field, when a shape has no editor field', () => {
    const mixed = z.object({ stops: z.array(z.object({ time: z.union([z.string(), z.number()]) })) });
    expect(() => cmsCollections({ 'bus-routes.json': mixed })).toThrow(UnsupportedFieldError);
    expect(() => cmsCollections({ 'bus-routes.json': mixed })).toThrow(/content\/data\/bus-routes\.json: stops\[\]\.time/);
    expect(() => cmsCollections({ 'news.json': z.object({ date: z.date() }) })).toThrow(/^content\/data\/news\.json: /);
    expect(() => cmsCollections({ 'news.json': z.object({ sample: z.literal(true).optional() }) })).toThrow('content/data/news.json: sample: a fixed value (z.literal)');
  });
});

describe('lists in config.yml', () => {
  it("show each item by its name, in Spanish, and name the item on their \"Agregar\" button", () => {
    const fees = fileCollections.find((collection) => collection.name === 'fees')!.files[0]!.fields;
    expect(fees.find((field) => field.name === 'tuition')).toMatchObject({ label_singular: 'Cuota', summary: '{{fields.level.es}}' });
    expect(fees.find((field) => field.name === 'charges')).toMatchObject({ label_singular: 'Concepto', summary: '{{fields.title.es}}' });
  });
});

describe("the editor's preview links", () => {
  it('open the page that shows each data file, from the route tree', () => {
    const fees = fileCollections.find((collection) => collection.name === 'fees')!;
    expect(fees.files[0]!.preview_path).toBe('/es/admission/fees/');
    for (const collection of fileCollections) expect(collection.files[0]!.preview_path).toMatch(/^\/es\/([a-z0-9-]+\/)*$/);
  });
});

/** A field of config.yml with the values it holds in the data files, and where it is ("fees.tuition[].id"). */
type FieldWithValues = { where: string; field: CmsField; values: unknown[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field of `fields`, nested ones too, each with its values in `values` (the objects that hold it). */
function withValues(fields: CmsField[], values: unknown[], where: string): FieldWithValues[] {
  return fields.flatMap((field) => {
    const at = `${where}.${field.name}`;
    const own = values.flatMap((value) => (isRecord(value) && field.name in value ? [value[field.name]] : []));
    const items = own.flatMap((value) => (Array.isArray(value) ? value : []));
    const nested =
      field.widget === 'object'
        ? withValues(field.fields!, own, at)
        : field.widget !== 'list'
          ? []
          : field.types
            ? field.types.flatMap((kind) => withValues(kind.fields, items.filter((item) => isRecord(item) && item[field.typeKey!] === kind.name), `${at}<${kind.name}>`))
            : field.fields
              ? withValues(field.fields, items, `${at}[]`)
              : withValues([field.field!], items.map((item) => ({ [field.field!.name]: item })), `${at}[]`);
    return [{ where: at, field, values: own }, ...nested];
  });
}

/** What each collection edits: its data file, or every entry of its folder. */
function collectionData(collection: CmsCollection | CmsFolderCollection): unknown[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if ('files' in collection) return [read(collection.files[0]!.file)];
  return readdirSync(collection.folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => read(join(collection.folder, file)));
}

/** Every field of config.yml, with its values in the data files. */
const allFields = (config: ReturnType<typeof cmsConfig>) =>
  config.collections.flatMap((collection) =>
    withValues('files' in collection ? collection.files[0]!.fields : collection.fields, collectionData(collection), collection.name),
  );

/** A value only a program would write: lowercase letters with digits or hyphens, no spaces ("primary1-5", "route07", "pre-k-3"). */
const identifierShaped = (value: unknown) => typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && /[a-z]/.test(value) && /[\d-]/.test(value);

/**
 * The fields of config.yml where staff would see or type an identifier: a text box that says it holds one
 * (its label or hint: an identifier, a code, an anchor, "do not change it"), that holds only identifier-shaped
 * values in the data, or that holds the identifier of an item somewhere else (a reference typed by hand). A
 * select or a relation shows names; a hidden field shows nothing.
 */
function shownIdentifiers(config: ReturnType<typeof cmsConfig>): string[] {
  const fields = allFields(config);
  const hiddenIds = new Set<unknown>(fields.filter(({ field }) => field.widget === 'hidden').flatMap(({ values }) => values.filter((value) => typeof value === 'string')));
  return fields
    .filter(({ field, values }) => {
      if (field.widget !== 'string') return false;
      const says = /identificador|\bid\b|c[óo]digo de|ancla|no l[oa] cambies/i.test(`${field.label} ${field.hint ?? ''}`);
      return says || (values.length > 0 && values.every(identifierShaped)) || values.some((value) => hiddenIds.has(value));
    })
    .map(({ where, field }) => `${where} (${field.label})`);
}

describe('identifiers in config.yml', () => {
  const fields = allFields(written);

  it('shows staff no identifier anywhere: no text box holds one, says it holds one, or holds the identifier of another item', () => {
    expect(shownIdentifiers(written)).toEqual([]);
  });

  it('finds an identifier field where one is shown (the check above is not blind)', () => {
    const shown = {
      'bus-routes.json': z.object({ routes: z.array(z.object({ key: z.string().meta({ title: 'Clave' }), label: z.string().meta({ title: 'Zona' }) })).meta({ title: 'Rutas' }) }).meta({ title: 'Rutas' }),
    };
    const config = { ...written, collections: cmsCollections(shown) };
    // The bus routes' data file holds no "routes" list: give the check the values such a file would hold.
    const withRoutes = withValues(config.collections[0]!.files[0]!.fields, [{ routes: [{ key: 'route07', label: 'Aravaca' }] }], 'bus-routes');
    expect(withRoutes.filter(({ field, values }) => field.widget === 'string' && values.every(identifierShaped)).map(({ where }) => where)).toEqual(['bus-routes.routes[].key']);
    const labelled = { 'fees.json': z.object({ code: z.string().meta({ title: 'Identificador' }) }).meta({ title: 'Honorarios' }) };
    expect(shownIdentifiers({ ...written, collections: cmsCollections(labelled) })).toEqual(['fees.code (Identificador)']);
  });

  it("keeps the site's own identifiers hidden, a new item getting a random one", () => {
    const hidden = fields.filter(({ field }) => field.widget === 'hidden');
    expect(hidden.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['fees.tuition[].id', 'fees.charges[].id', 'fees.levelBilling[].anchor', 'calendar.terms[].entries<announced>.id']),
    );
    for (const { field } of hidden) expect(field).toMatchObject({ widget: 'hidden', default: '{{uuid_short}}' });
  });

  it('names a bus route by its number, the one families know it by (its panel\'s address is made from it)', () => {
    const route = fields.find(({ where }) => where === 'bus-routes.busRoutes[].number')!;
    expect(route.field).toMatchObject({ widget: 'number', value_type: 'int', label: 'Número de la ruta', min: 1, max: 99 });
    expect(fields.filter(({ where }) => where.startsWith('bus-routes.busRoutes[].')).map(({ field }) => field.widget)).not.toContain('hidden');
  });
});

describe('references in config.yml', () => {
  const fields = allFields(written);
  const relations = fields.filter(({ field }) => field.widget === 'relation');
  /** The items a relation offers, as the editor lists them: the value saved and the name shown, from the data file it points to. */
  const choices = (field: CmsField) => {
    const collection = fileCollections.find((candidate) => candidate.name === field.collection)!;
    expect(collection.files[0]!.name, field.name).toBe(field.file);
    const [list, , ...valuePath] = field.value_field!.split('.');
    const [, , ...labelPath] = field.display_fields![0]!.split('.');
    const pick = (item: unknown, path: string[]) => path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), item);
    const data = collectionData(collection)[0] as Record<string, unknown[]>;
    return data[list!]!.map((item) => ({ value: pick(item, valuePath), label: pick(item, labelPath) }));
  };

  it("lets staff choose a fee rule's row or charge by its Spanish name, several where the rule takes several, the id being what is saved", () => {
    expect(Object.fromEntries(relations.map(({ where, field }) => [where, [field.value_field, field.display_fields, field.multiple ?? false]]))).toEqual({
      'fees.levelBilling[].level': ['tuition.*.id', ['tuition.*.level.es'], false],
      'fees.levelBilling[].alsoCharged': ['tuition.*.id', ['tuition.*.level.es'], true],
      'fees.chargedToEveryLevel': ['charges.*.id', ['charges.*.title.es'], true],
    });
    const rows = choices(relations[0]!.field);
    expect(rows).toContainEqual({ value: 'primary1-5', label: 'Primaria 1 a 5' });
    expect(rows).toContainEqual({ value: 'us-enrolment', label: 'Matrícula US school' });
    expect(choices(relations.at(-1)!.field)).toEqual(
      expect.arrayContaining([
        { value: 'insurance', label: 'Seguro escolar' },
        { value: 'materials', label: 'Material escolar' },
      ]),
    );
  });

  it('offers, for each reference, the items of the list it points to, each with a name, and every id the data names among them', () => {
    expect(relations.length).toBeGreaterThanOrEqual(3);
    for (const { where, field, values } of relations) {
      const offered = choices(field);
      expect(offered.length, where).toBeGreaterThan(0);
      for (const { value, label } of offered) {
        expect(typeof value, where).toBe('string');
        expect(label, where).toEqual(expect.stringMatching(/\S/));
      }
      const ids = offered.map(({ value }) => value);
      for (const value of values.flat()) expect(ids, where).toContain(value);
    }
  });

  it('shows a billing rule folded by the row it names (the editor shows its name)', () => {
    const levelBilling = fileCollections.find((collection) => collection.name === 'fees')!.files[0]!.fields.find((field) => field.name === 'levelBilling')!;
    expect(levelBilling.summary).toBe('{{fields.level}}');
  });
});

describe('a folder of entries without dates in config.yml (the partners)', () => {
  const partners = written.collections.find((collection) => collection.name === 'partners') as CmsFolderCollection;

  it('names each new partner\'s file from its name, and lists the partners by name, with no identifier field', () => {
    expect(partners).toMatchObject({ label_singular: 'entidad colaboradora', folder: 'content/data/partners', create: true, identifier_field: 'name', slug: '{{slug}}', summary: '{{name}}' });
    expect(partners.sortable_fields).toEqual({ fields: ['name'], default: { field: 'name', direction: 'ascending' } });
    expect(partners.fields.map((field) => field.name)).toEqual(['sample', 'name', 'tagline', 'logo']);
  });
});

describe('a folder of entries in config.yml (the news)', () => {
  const news = written.collections.find((collection) => collection.name === 'news');

  it('lets staff add an entry with the editor\'s "New" button, one file each, named from its Spanish title', () => {
    expect(news).toMatchObject({ label: 'Noticias', label_singular: 'noticia', folder: 'content/data/news', format: 'json', extension: 'json', create: true, identifier_field: 'title.es', slug: '{{slug}}' });
  });

  it('has a name of its own among the collections (the editor\'s addresses use it)', () => {
    const names = written.collections.map((collection) => collection.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists each entry by its title and date, newest first, sortable by either', () => {
    expect(news).toMatchObject({ summary: '{{title.es}} · {{date}}', sortable_fields: { fields: ['date', 'title.es'], default: { field: 'date', direction: 'descending' } } });
  });

  it("links each article to its own page, on the live site and on a pull request's deploy preview", () => {
    expect(news).toMatchObject({ preview_path: '/es/life/news/{{slug}}/' });
  });

  it('offers the article\'s fields: a date picker, formatted text in each language, a photo with its alt text beside it', () => {
    const fields = news && 'fields' in news ? news.fields : [];
    expect(fields.find((field) => field.name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(fields.find((field) => field.name === 'body')?.fields?.map((field) => field.widget)).toEqual(['markdown', 'markdown']);
    const photo = fields.find((field) => field.name === 'image');
    expect(photo?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ['src', 'image'],
      ['alt', 'object'],
    ]);
    expect(photo?.fields?.[0]).toMatchObject({ choose_url: false, accept: 'image/jpeg,image/png,image/webp' });
  });
});

describe('the camps and the open days in config.yml: an entry each', () => {
  const folder = (name: string) => written.collections.find((collection) => collection.name === name) as CmsFolderCollection;
  const camps = folder('camps');
  const openDays = folder('open-days');

  for (const name of ['camps', 'open-days'] as const)
    it(`${name}: every schema field has its editor field with the same name, type and limits, and the reverse`, () => {
      expect(folder(name).fields.map(fromConfig)).toEqual(fromSchema(dataFolders[name].entry, name).fields);
    });

  it('lets staff add a camp or an open day with the "New" button, its file named from its Spanish name, never typed', () => {
    expect(camps).toMatchObject({ label: 'Campamentos', label_singular: 'campamento', folder: 'content/data/camps', create: true, identifier_field: 'name.es', slug: '{{slug}}' });
    expect(openDays).toMatchObject({ label: 'Puertas abiertas', label_singular: 'jornada de puertas abiertas', folder: 'content/data/open-days', create: true, identifier_field: 'name.es', slug: '{{slug}}' });
    for (const collection of [camps, openDays]) expect(collection.fields.map((field) => field.widget), collection.name).not.toContain('hidden');
  });

  it('lists each camp by its name and place, in the order of the site\'s lists; each open day by its name and month', () => {
    expect(camps).toMatchObject({ summary: '{{name.es}} · {{place.es}}', sortable_fields: { fields: ['order', 'name.es'], default: { field: 'order', direction: 'ascending' } } });
    expect(openDays).toMatchObject({
      summary: '{{name.es}} · mes {{month}} de {{year}}',
      sortable_fields: { fields: ['month', 'name.es'], default: { field: 'month', direction: 'ascending' } },
    });
  });

  it("links each camp to its own page, and each open day to the open days page, on the live site and on a pull request's deploy preview", () => {
    expect(camps.preview_path).toBe('/es/camps/{{slug}}/');
    expect(openDays.preview_path).toBe('/es/admission/opendoors/');
  });

  it('refuses before saving a camp without its name, list, place in the lists or picture; its search summary\'s length is counted once filled in', () => {
    const field = (name: string) => camps.fields.find((candidate) => candidate.name === name)!;
    for (const name of ['name', 'region', 'order', 'place', 'ages', 'dates', 'image', 'summary', 'searchSummary', 'description', 'links']) expect(field(name).required, name).toBeUndefined();
    expect(field('region')).toMatchObject({ widget: 'select', options: [{ label: 'En España', value: 'spain' }, { label: 'En el extranjero', value: 'abroad' }] });
    expect(field('order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 99 });
    // The summary names the camp's days and ages in {slots}, shorter than what they become: the content check counts it filled in, and its hint says so.
    for (const language of field('searchSummary').fields!) expect(language).toEqual(expect.not.objectContaining({ minlength: expect.anything() }));
    expect(field('searchSummary').hint).toMatch(/\{start\}.*\{end\}.*\{from\}.*\{to\}/);
    expect(field('dates').fields!.map((part) => [part.name, part.widget, part.format])).toEqual([['start', 'datetime', 'YYYY-MM-DD'], ['end', 'datetime', 'YYYY-MM-DD']]);
    expect(field('image').fields!.map((part) => [part.name, part.widget])).toEqual([['src', 'image'], ['alt', 'object']]);
    // Every field staff fill in says what goes in it, in Spanish.
    for (const name of ['name', 'region', 'order', 'place', 'dates', 'summary', 'searchSummary', 'description', 'links']) expect(field(name).hint, name).toMatch(/[áéíóúñ]|^[A-ZÁÉÍÓÚ¿]/);
  });

  it('gives an open day its year, its month, an optional day (marked while it is a guess) and an optional photo with its alt text', () => {
    const field = (name: string) => openDays.fields.find((candidate) => candidate.name === name)!;
    expect(openDays.fields.map((candidate) => candidate.name)).toEqual(['year', 'month', 'day', 'daySample', 'name', 'text', 'image']);
    expect(field('year')).toMatchObject({ widget: 'number', min: 2000, max: 2100 });
    expect(field('month')).toMatchObject({ widget: 'number', min: 1, max: 12 });
    expect(field('day')).toMatchObject({ widget: 'number', required: false });
    expect(field('daySample')).toMatchObject({ widget: 'boolean', label: 'Día de ejemplo', required: false });
    expect(field('image')).toMatchObject({ widget: 'object', required: false });
    expect(field('image').fields!.map((part) => [part.name, part.widget, part.required])).toEqual([['src', 'image', undefined], ['alt', 'object', undefined]]);
  });
});
