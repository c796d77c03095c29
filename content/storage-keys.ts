/**
 * The names under which the site keeps something in a visitor's browser
 * (sessionStorage). The cookie policy lists them with their purpose
 * (browserStorage in legal.ts); the code that writes them reads them here,
 * a module small enough for the browser's scripts.
 */
export const storageKeys = {
  contactDraft: 'contact-form-draft',
} as const;
