'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ADDRESS_ROWS, COURSES, MESSAGE_ROWS, contactFields, emptyContact, type ContactErrorCode } from './contact-fields';
import { contactResolver, loadContactSchema } from './contact-resolver';
import type { ContactInput, ContactValues } from './contact-schema';
import { ChoiceGroup, FieldError, FormNote, RequiredMark, TextField, describedBy } from './form-fields';

/** Every string the form shows, already translated by the server. */
export type ContactFormText = Record<
  | 'requiredNote' | 'completeName' | 'address' | 'population' | 'phone' | 'phoneHint' | 'previousCenter' | 'email'
  | 'course' | 'coursePlaceholder' | 'course1' | 'course2' | 'course3' | 'message' | 'alumni' | 'childrenInSchool'
  | 'yes' | 'no' | 'consent' | 'submit' | ContactErrorCode,
  string
>;

/** The draft of what a visitor typed, kept for this tab only (never the consent box). */
const DRAFT_KEY = 'contact-form-draft';

function readDraft(): Partial<ContactInput> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      contactFields.filter((field) => field !== 'consent' && typeof stored[field] === 'string').map((field) => [field, stored[field]]),
    );
  } catch {
    return {};
  }
}

const noSubscription = () => () => {};

/**
 * The contact form (specification sections 3, 4, 5). Errors appear once a
 * field has been visited; submitting checks everything, focuses the first
 * problem and keeps what was typed. A valid form is shown in an alert as JSON:
 * nothing is sent anywhere.
 */
export function ContactForm({ text, privacyNotice }: { text: ContactFormText; privacyNotice: ReactNode }) {
  // false in the server HTML, true once the form works: without JavaScript the button stays disabled.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const { register, handleSubmit, reset, subscribe, formState } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    mode: 'onTouched',
    defaultValues: emptyContact,
    shouldFocusError: true,
  });
  const error = (field: keyof ContactInput) => {
    const code = formState.errors[field]?.message as ContactErrorCode | undefined;
    return code ? text[code] : undefined;
  };

  useEffect(() => {
    const draft = readDraft();
    if (Object.keys(draft).length > 0) reset({ ...emptyContact, ...draft }, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const draft = Object.fromEntries(Object.entries(values).filter(([field]) => field !== 'consent'));
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
      },
    });
  }, [reset, subscribe]);

  const onValid = (values: ContactValues) => {
    sessionStorage.removeItem(DRAFT_KEY);
    window.alert(JSON.stringify(values, null, 2));
  };

  const yesNo = [
    { value: 'yes', label: text.yes },
    { value: 'no', label: text.no },
  ];

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onFocus={() => void loadContactSchema()} className="space-y-2.5" data-testid="contact-form" data-ready={ready}>
      <FormNote>{text.requiredNote}</FormNote>
      <div className="grid gap-2.5 sm:grid-cols-2">
        <TextField name="completeName" label={text.completeName} autoComplete="name" registration={register('completeName')} error={error('completeName')} className="sm:col-span-2" />
        <TextField name="address" label={text.address} autoComplete="street-address" rows={ADDRESS_ROWS} registration={register('address')} error={error('address')} />
        <TextField name="population" label={text.population} autoComplete="address-level2" registration={register('population')} error={error('population')} />
        <TextField name="phone" label={text.phone} type="tel" inputMode="numeric" autoComplete="tel" hint={text.phoneHint} registration={register('phone')} error={error('phone')} />
        <TextField name="email" label={text.email} type="email" inputMode="email" autoComplete="email" registration={register('email')} error={error('email')} />
        <TextField name="previousCenter" label={text.previousCenter} registration={register('previousCenter')} error={error('previousCenter')} />
        <div>
          <label htmlFor="course" className="font-medium text-ink">
            {text.course}
            <RequiredMark />
          </label>
          <select
            id="course"
            aria-required="true"
            aria-invalid={error('course') ? true : undefined}
            aria-describedby={describedBy('course', false, !!error('course'))}
            className="mt-0.5 block w-full rounded border border-navy-900/25 bg-white px-1.5 py-1 text-ink aria-invalid:border-coral-600"
            {...register('course')}
          >
            <option value="">{text.coursePlaceholder}</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>{text[course]}</option>
            ))}
          </select>
          <FieldError name="course" message={error('course')} />
        </div>
      </div>
      <TextField name="message" label={text.message} rows={MESSAGE_ROWS} registration={register('message')} error={error('message')} />
      <div className="grid gap-2.5 sm:grid-cols-2">
        <ChoiceGroup name="alumni" legend={text.alumni} options={yesNo} registration={register('alumni')} error={error('alumni')} />
        <ChoiceGroup name="childrenInSchool" legend={text.childrenInSchool} options={yesNo} registration={register('childrenInSchool')} error={error('childrenInSchool')} />
      </div>
      {privacyNotice}
      <div>
        <label className="flex items-start gap-1">
          <input
            type="checkbox"
            className="mt-0.5 size-2.5 shrink-0 accent-garden-700"
            aria-required="true"
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={describedBy('consent', false, !!error('consent'))}
            {...register('consent')}
          />
          <span>
            {text.consent}
            <RequiredMark />
          </span>
        </label>
        <FieldError name="consent" message={error('consent')} />
      </div>
      <button type="submit" disabled={!ready} className="inline-flex min-h-6 items-center rounded bg-garden-700 px-4 py-1 font-semibold text-white transition-colors hover:bg-garden-800 disabled:opacity-60">
        {text.submit}
      </button>
    </form>
  );
}
