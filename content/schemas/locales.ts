/**
 * The site's two languages, written once. Everything that lists them derives
 * from here: the routing (i18n/routing.ts), the data files' texts in both
 * languages (fields.ts), the editor's labels, the content check, the receiver.
 * It sits at the bottom layer, in content/schemas, so that every layer may
 * import it.
 */
export const locales = ['es', 'en'] as const;

export type Locale = (typeof locales)[number];

/** The language of the site's root and of anything said in one language only. */
export const defaultLocale: Locale = 'es';

/** Each language's name in its own language, as the editor labels a text in it. */
export const ownLanguageNames = { es: 'Español', en: 'English' } as const satisfies Record<Locale, string>;

/** Each language's name in English, as the content check names it. */
export const englishLanguageNames = { es: 'Spanish', en: 'English' } as const satisfies Record<Locale, string>;

/** One value per language, made by `make`: `byLocale(() => z.string())` is `{ es: z.string(), en: z.string() }`. */
export const byLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
