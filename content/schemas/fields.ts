import * as z from 'zod';
import { byLocale, englishLanguageNames, locales, ownLanguageNames } from './locales';

/*
 * The fields the content's data files are made of, as zod schemas. Their
 * messages are written for whoever edits a data file (in the editor or by
 * hand): they say what is wrong and what a right value looks like. Each data
 * file's schema (content/schemas/<file>.ts) is built from these, and the
 * content check (scripts/content-check) runs it before every build.
 */

/** A value as a message quotes it: text in quotes, anything else as written. */
export const quote = (value: unknown) => (typeof value === 'string' ? `the text "${value}"` : value === undefined ? 'nothing' : JSON.stringify(value));

export const wholeNumber = (what: string, example: number) =>
  z.number({ error: (issue) => `must be ${what}, like ${example} (digits only: no quotes, dots, spaces or signs); found ${quote(issue.input)}` }).int({
    error: (issue) => `must be ${what}, a whole number like ${example}; found ${quote(issue.input)}`,
  });

/** An age band in years, inclusive. */
export type AgeRange = z.infer<ReturnType<typeof ageRange>>;

/** An age band in years, inclusive, the younger age first; `hint` tells staff which ages `age` takes. */
export const ageRange = (age: z.ZodNumber, hint: string) =>
  z
    .object({
      from: age.meta({ title: 'Edad mínima', description: hint }),
      to: age.meta({ title: 'Edad máxima', description: `${hint} No menor que la mínima.` }),
    })
    .superRefine(({ from, to }, context) => {
      if (from > to)
        context.addIssue({ code: 'custom', path: ['from'], message: `the age range is reversed: from ${from} to ${to}; write the younger age in "from" and the older in "to"` });
    });

export const euros = wholeNumber('a number of euros', 8470).nonnegative({ error: 'must not be negative' });

export const year = wholeNumber('a year', 2024)
  .min(2000, { error: (issue) => `${quote(issue.input)} is not a plausible year` })
  .max(2100, { error: (issue) => `${quote(issue.input)} is not a plausible year` });

export const month = wholeNumber('a month number', 9)
  .min(1, { error: (issue) => `month ${quote(issue.input)} does not exist: months go from 1 (January) to 12 (December)` })
  .max(12, { error: (issue) => `month ${quote(issue.input)} does not exist: months go from 1 (January) to 12 (December)` });

/** A name that goes into a file name, an anchor or an identifier: lowercase words joined by hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: (issue) => `must be lowercase letters and digits, words joined by hyphens, like "christmas-break"; found ${quote(issue.input)}`,
});

/**
 * An item's name for the site's own use (a calendar event's identity, a list's key), kept the same when the item
 * changes. Staff never see or type it: the editor keeps it hidden and gives a new item a random one.
 */
export const internalId = slug.meta({ title: 'Identificador', hidden: true });

/**
 * Where a reference points: the list `list` of the data file `file`, whose items it names by their `id`; staff
 * choose an item by its `label` (a dotted path in the item, like "level.es"), never type the id.
 */
export type ReferenceTarget = { readonly file: string; readonly list: string; readonly label: string };

/** The id of an item of another list, chosen in the editor by its name (a relation field); the content check refuses an id that names nothing. */
export const reference = (title: string, target: ReferenceTarget) => slug.meta({ title, reference: target });

/** Ids of items of another list, chosen in the editor by their names, several at once. */
export const references = (title: string, target: ReferenceTarget) => z.array(slug).meta({ title, reference: target });

/** Text in both languages; the content check also refuses an empty one. */
export const localized = z.object(
  byLocale(() => z.string()),
  {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input !== undefined
        ? `must be a text in both languages, { ${locales.map((locale) => `"${locale}": "…"`).join(', ')} }; found ${quote(issue.input)}`
        : undefined,
  },
);

/** Text in both languages. */
export type Localized = z.infer<typeof localized>;

/** The length search engines show under a page's title; the site's SEO test holds every page to it. */
export const searchTextLength = { min: 140, max: 160 } as const;
const searchTextError = (issue: { input: unknown }) =>
  `must be ${searchTextLength.min} to ${searchTextLength.max} characters, as search engines show it; found ${typeof issue.input === 'string' ? issue.input.length : quote(issue.input)}`;
const searchText = z.string().min(searchTextLength.min, { error: searchTextError }).max(searchTextLength.max, { error: searchTextError });

/** Text in both languages that is also a page's description for search engines: 140 to 160 characters each. */
export const searchSummary = z.object(byLocale((locale) => searchText.meta({ title: ownLanguageNames[locale] })));

/** One of a few words, named in the message. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: (issue) => `must be one of ${values.map((value) => `"${value}"`).join(', ')}; found ${quote(issue.input)}` });

/** A list of texts in both languages: the paragraphs of a description. */
export const localizedParagraphs = z.object(byLocale(() => z.array(z.string())));
export type LocalizedParagraphs = z.infer<typeof localizedParagraphs>;

/** Items with an `id` each: no id used twice, since calendar files and anchors name things by it. */
export const uniqueIds = (items: readonly { id: string }[], context: z.RefinementCtx, pathOf: (index: number) => PropertyKey[]) => {
  const seen = new Set<string>();
  items.forEach(({ id }, index) => {
    if (seen.has(id)) context.addIssue({ code: 'custom', path: pathOf(index), message: `the id "${id}" is used twice: give each one its own` });
    seen.add(id);
  });
};

/**
 * Each item of the list at `path` once, by its `key` (or the field `field`
 * names); with `needed`, every one of those keys too (each has its own page).
 * `thing` names an item in the messages: "the camp "village" is listed twice".
 */
export const eachKeyOnce = (
  context: z.RefinementCtx,
  path: string,
  items: readonly { key: string }[],
  thing: string,
  needed?: { keys: readonly string[]; why: (key: string) => string },
  field = 'key',
) => {
  const keys = items.map(({ key }) => key);
  keys.forEach((key, index) => {
    if (keys.indexOf(key) !== index) context.addIssue({ code: 'custom', path: [path, index, field], message: `the ${thing} "${key}" is listed twice: list each ${thing} once` });
  });
  for (const key of needed?.keys ?? []) if (!keys.includes(key)) context.addIssue({ code: 'custom', path: [path], message: `has no ${thing} "${key}": ${needed!.why(key)}` });
};

/** The limit of a list that needs one item at least, with a message staff can act on. */
export const notEmpty = { error: 'is empty: it needs one item at least; add one' } as const;

/** A list of items with an `id` each, no id used twice. */
export const listWithUniqueIds = <Item extends z.ZodType<{ id: string }>>(item: Item) =>
  z.array(item).superRefine((items, context) => uniqueIds(items, context, (index) => [index, 'id']));

/** A link to another site: https:// or http://, a host with a dot, no spaces. */
export const webAddress = z
  .string()
  .refine(
    (value) => {
      if (!/^https?:\/\/[^\s/]+\.[^\s/]+/.test(value) || /\s/.test(value)) return false;
      return URL.canParse(value);
    },
    { error: (issue) => `must be a full web address starting with https://, like "https://example.org/page"; found ${quote(issue.input)}` },
  )
  .meta({ description: 'La dirección completa, copiada del navegador: https://…' });

/** A link inside the site ("/es/contact/") or to another site. */
export const link = z.string().refine((value) => /^\/[^\s/]/.test(value) || value === '/' || webAddress.safeParse(value).success, {
  error: (issue) => `must be a full web address starting with https://, like "https://example.org/page", or a path of the site starting with /; found ${quote(issue.input)}`,
});

/** The same rule as the contact form's: a local part, @, a domain and a top-level part of 2 or more letters. */
export const emailAddress = z
  .string()
  .regex(/^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i, {
    error: (issue) => `must be an e-mail address, like "info@liceo.example"; found ${quote(issue.input)}`,
  })
  .meta({ description: 'Una dirección de correo completa, como info@colegio.es.' });

/** A phone number as the site shows it: an optional +country code, then digits in groups. */
export const phoneNumber = z
  .string()
  .regex(/^\+?\d[\d ]{7,18}\d$/, {
    error: (issue) => `must be a phone number of digits and spaces, with an optional + and country code, like "+34 910 000 000"; found ${quote(issue.input)}`,
  })
  .meta({ description: 'Cifras y espacios, con el prefijo del país si quieres: +34 910 000 000.' });

/**
 * Where a picture is shown, and the least size it needs there, the right way
 * up, in pixels: a hero spans the screen, a photo fills a card or half a
 * page, a cover is a magazine's portrait page. The content check measures
 * every file against its slot.
 */
export const pictureSlots = {
  hero: { width: 1200, height: 800, hint: 'Se ve a todo lo ancho de la pantalla: mejor apaisada, de 1920 × 1200 píxeles o más' },
  photo: { width: 800, height: 500, hint: 'Se ve en una tarjeta o en media página' },
  cover: { width: 600, height: 800, hint: 'Una portada, vertical' },
} as const;
export type PictureSlot = keyof typeof pictureSlots;

/** The largest picture file the editor takes (a phone's photo is 3 to 8 MB). */
export const maxPictureBytes = 20 * 1024 * 1024;

/** The picture formats staff can upload: phones and cameras write JPEG, screenshots PNG. */
export const pictureFormats = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** A picture's path on the site, as the editor saves it: /images/ and its file's name. */
const picturePath = z.string().regex(new RegExp(`^/images/[^\\s]+\\.(${pictureFormats.join('|')})$`, 'i'), {
  error: (issue) => `must be a picture chosen in the editor (a JPEG, PNG or WebP file in content/pictures/), saved as "/images/<file>", like "/images/hero-home-1.jpg"; found ${quote(issue.input)}`,
});

/** Alt text: what the picture shows, for whoever cannot see it. */
const altText = (language: string) =>
  z
    .string({ error: `the picture's ${language} alt text is missing: say in one sentence what the picture shows` })
    .trim()
    .min(1, { error: `the picture's ${language} alt text is empty: say in one sentence what the picture shows` });

/**
 * A picture staff choose in the editor, from the media library or uploaded
 * from a computer or a phone, with its alt text in both languages beside it.
 * `slot` says where it is shown (its least size); the pages read its size from
 * the file (lib/pictures.ts).
 */
export const picture = (slot: PictureSlot = 'photo', title = 'Foto') => {
  const { width, height, hint } = pictureSlots[slot];
  return z
    .object({
      src: picturePath.meta({
        title: 'Archivo',
        description: `Elígela de la biblioteca o súbela desde el ordenador o el móvil: JPEG, PNG o WebP, de hasta ${maxPictureBytes / 1024 / 1024} MB y al menos ${width} × ${height} píxeles. ${hint}.`,
        widget: 'image',
        accept: 'image/jpeg,image/png,image/webp',
        slot,
      }),
      alt: z
        .object(byLocale((locale) => altText(englishLanguageNames[locale]).meta({ title: ownLanguageNames[locale] })))
        .meta({ title: 'Texto alternativo', description: 'Qué muestra la foto, en una frase, para quien no puede verla: «Alumnos de primaria en el huerto del colegio».' }),
    })
    .meta({ title });
};

/** A picture as the data files hold it: its path on the site and its alt text. */
export type ImageAsset = z.infer<ReturnType<typeof picture>>;

/**
 * Marks addresses or names the school has not given yet: true while they are sample data, to be replaced before the
 * site goes live (see docs/content.md, "Sample data"). A yes/no rather than a fixed `true`, because the editor saves an
 * unticked box as false: false, like leaving it out, means the data are the school's own.
 */
export const sampleMark = z
  .boolean({ error: (issue) => `must be true (these are sample data the school replaces) or false (the school's own data); found ${quote(issue.input)}` })
  .optional()
  .meta({
    title: 'Datos de ejemplo',
    description: 'Marcado mientras estos datos son de ejemplo. Desmárcalo cuando pongas los datos reales del colegio.',
  });

/** Clock time as written on the site, 24-hour "HH:MM". */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: (issue) => `must be a time of day in 24-hour "HH:MM", like "08:05" or "17:50"; found ${quote(issue.input)}`,
  })
  .meta({ description: 'La hora en formato de 24 horas, con dos cifras y dos puntos: 08:05, 17:50.' });
/** Clock time as written on the site, 24-hour "HH:MM". */
export type ClockTime = z.infer<typeof clockTime>;

/** The languages a page or a class may be in, by their codes, with their Spanish names for the editor's choice. */
const languageNames = { es: 'Español', en: 'Inglés', fr: 'Francés', de: 'Alemán', it: 'Italiano', pt: 'Portugués', zh: 'Chino' } as const;

/** The countries an address may be in (the school's, a camp's), by their ISO 3166 codes, with their Spanish names. */
const countryNames = { ES: 'España', GB: 'Reino Unido', IE: 'Irlanda', FR: 'Francia', PT: 'Portugal', DE: 'Alemania', IT: 'Italia', CH: 'Suiza', US: 'Estados Unidos', CA: 'Canadá' } as const;

/** A country, saved as its two-letter code for search engines ("ES"): staff choose it by its name. */
export const countryCode = oneOf(['ES', 'GB', 'IE', 'FR', 'PT', 'DE', 'IT', 'CH', 'US', 'CA']).meta({ title: 'País', optionLabels: countryNames });

/** A language, saved as its code ("es", "en"): staff choose it by its name. */
export const languageCode = oneOf(['es', 'en', 'fr', 'de', 'it', 'pt', 'zh']).meta({ optionLabels: languageNames });

/**
 * What a text with `{slots}` and `<tags>` may name: the values its page fills
 * in and the links it makes. The content check (scripts/content-check) reads
 * it from the schema and has next-intl read each such text as its page will
 * (lib/text.ts): a name not among these, or a template it cannot read, stops
 * the build, naming the file and the field.
 */
export type TemplateNames = { readonly slots: readonly string[]; readonly tags: readonly string[] };

/** Text in both languages, whose `{slots}` are among `slots` and `<tags>` among `tags`. */
export const localizedWithSlots = (slots: readonly string[], tags: readonly string[] = []) => localized.meta({ template: { slots, tags } satisfies TemplateNames });

/** Paragraphs in both languages, whose `{slots}` are among `slots` and `<tags>` among `tags`. */
export const paragraphsWithSlots = (slots: readonly string[], tags: readonly string[] = []) =>
  localizedParagraphs.meta({ template: { slots, tags } satisfies TemplateNames });

/** A slot the page fills in, for the hint of a text that names it: "{discount} es el descuento". */
const slotHint = (slots: Record<string, string>) => {
  const named = Object.entries(slots).map(([slot, what]) => `{${slot}} es ${what}`);
  return `${named.join(', ')}; la página ${named.length > 1 ? 'los' : 'lo'} rellena.`;
};

/** A text with `slots`, each named with what it is in the staff's hint. */
export const textWithSlots = (title: string, slots: Record<string, string>) => localizedWithSlots(Object.keys(slots)).meta({ title, description: slotHint(slots) });

/** The school's headline facts, as the copy names them in `{slots}` (lib/school-facts.ts fills them in; a unit test keeps the two lists equal). */
export const schoolFactSlots = ['foundedYear', 'years', 'gardensM2', 'sportsM2', 'gardens', 'sports', 'athletes', 'startingAge', 'languageCount', 'languages'] as const;

/** The hint of a text that may name school facts, for staff. */
export const factsHint = `Puedes escribir datos del colegio entre llaves, que la página rellena: ${schoolFactSlots.map((slot) => `{${slot}}`).join(', ')}.`;

/** Text, and paragraphs, in both languages that may name school facts in {slots}. */
export const textWithFacts = localizedWithSlots(schoolFactSlots);
export const paragraphsWithFacts = paragraphsWithSlots(schoolFactSlots);

/** A title and a text under it, in both languages. */
export const titledText = z.object({ title: localized.meta({ title: 'Título' }), text: localized.meta({ title: 'Texto' }) });

/** Minutes since midnight of a clock time "HH:MM". */
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The fields of a span of clock times, from `start` to a later `end`. */
export const timeSpanFields = { start: clockTime.meta({ title: 'Desde' }), end: clockTime.meta({ title: 'Hasta' }) };

/** A span's end is later than its start. */
export const endsAfterStart = ({ start, end }: { start: string; end: string }, context: z.RefinementCtx) => {
  if (minutes(end) <= minutes(start)) context.addIssue({ code: 'custom', path: ['end'], message: `ends at ${end}, not after it starts (${start}): "end" must be later than "start"` });
};

/** From one clock time to a later one, e.g. 09:00-17:00. */
export const timeSpan = z.object(timeSpanFields).superRefine(endsAfterStart);
export type TimeSpan = z.infer<typeof timeSpan>;

/** A page's heading and the paragraph under it. */
export const pageIntro = z.object({ title: localized.meta({ title: 'Título' }), intro: localized.meta({ title: 'Entradilla' }) });
