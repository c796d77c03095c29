import { contactFields, type ContactInput } from '@/lib/enquiry-fields';
import { visitedAttribute } from '@/lib/islands';

/**
 * What the visitor typed, chose or left before the form ran: the browser kept
 * it in the server-rendered fields, and contact-form.before.ts marked each
 * field left. Read once, as React takes the form over.
 */
export function earlyInput(): { typed: Partial<ContactInput>; visited: (keyof ContactInput)[] } {
  // The form the contact fields are in.
  const form = typeof document === 'undefined' ? null : (document.querySelector<HTMLInputElement>(`[name="${contactFields[0]}"]`)?.form ?? null);
  if (!form) return { typed: {}, visited: [] };
  const typed: Partial<Record<keyof ContactInput, string | boolean>> = {};
  for (const field of contactFields) {
    const control = form.elements.namedItem(field) as HTMLInputElement | RadioNodeList | null;
    const value = field === 'consent' ? (control as HTMLInputElement | null)?.checked : control?.value;
    if (value) typed[field] = value;
  }
  const visited = contactFields.filter((field) => form.querySelector(`[name="${field}"][${visitedAttribute}]`));
  return { typed: typed as Partial<ContactInput>, visited };
}
