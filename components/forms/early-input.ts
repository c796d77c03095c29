import { contactFields, type ContactInput } from '@/lib/enquiry-fields';

/**
 * What the visitor typed, chose or left before the form ran: the browser kept
 * it in the server-rendered fields, and the islands' keeper marked each field
 * left with data-visited (before-hydration.ts). Read once,
 * as React takes the form over.
 */
export function earlyInput(): { typed: Partial<ContactInput>; visited: (keyof ContactInput)[] } {
  const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>('[data-island="contact-form"] form');
  if (!form) return { typed: {}, visited: [] };
  const typed: Partial<Record<keyof ContactInput, string | boolean>> = {};
  for (const field of contactFields) {
    const control = form.elements.namedItem(field) as HTMLInputElement | RadioNodeList | null;
    const value = field === 'consent' ? (control as HTMLInputElement | null)?.checked : control?.value;
    if (value) typed[field] = value;
  }
  const visited = contactFields.filter((field) => form.querySelector(`[name="${field}"][data-visited]`));
  return { typed: typed as Partial<ContactInput>, visited };
}
