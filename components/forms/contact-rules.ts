import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactValues } from '@/lib/enquiry';
import type { ContactInput } from '@/lib/enquiry-fields';

/**
 * The enquiry's rules (lib/enquiry.ts) as react-hook-form's resolver
 * (@hookform/resolvers): each field's first problem, its message being the
 * error code. Loaded by contact-resolver.ts when the form first needs them.
 */
export const contactRules = zodResolver<ContactInput, unknown, ContactValues>(contactSchema);
