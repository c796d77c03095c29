'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { EnquiryTopic } from '@/content/contact';
import { ADDRESS_ROWS, COURSES, MESSAGE_ROWS, emptyContact, type ContactErrorCode, type ContactInput } from './contact-fields';
import { isDraftField, useContactDraft } from './contact-draft';
import { contactResolver, loadContactRules } from './contact-resolver';
import type { ContactValues } from './contact-schema';
import { ChoiceGroup, FieldError, FormNote, RequiredMark, TextField, describedBy } from './form-fields';
import { TopicNote } from './topic-note';

/** Every string the form shows, already translated by the server. */
export type ContactFormText = Record<
  | 'requiredNote' | 'completeName' | 'address' | 'population' | 'phone' | 'phoneHint' | 'previousCenter' | 'email'
  | 'course' | 'coursePlaceholder' | 'course1' | 'course2' | 'course3' | 'message' | 'alumni' | 'childrenInSchool'
  | 'yes' | 'no' | 'consent' | 'submit' | 'topicHeading' | 'removeTopic' | ContactErrorCode,
  string
>;

/** A topic as the form shows it, and the sentence the message starts with. */
export type TopicText = { label: string; message: string };

type ContactFormProps = { text: ContactFormText; topics: Record<EnquiryTopic, TopicText>; privacyNotice: ReactNode };

const noSubscription = () => () => {};

/**
 * The contact form (specification sections 3, 4, 5). Errors appear once a
 * field has been visited; submitting checks everything, focuses the first
 * problem and keeps what was typed. A valid form is shown in an alert as JSON:
 * nothing is sent anywhere. What was typed, and the topic a family brought
 * from a camp or the fees page, live in the contact draft (contact-draft.ts).
 */
export function ContactForm({ text, topics, privacyNotice }: ContactFormProps) {
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

  // The topic picked on a camp or the fees page; undefined in the server HTML (zustand's server snapshot).
  const topic = useContactDraft((state) => state.topic);
  const topicText = topic ? topics[topic] : undefined;

  // What was typed before (a reload, another page), and a message started with the topic; then every answer is kept as typed.
  useEffect(() => {
    const { draft, topic: startTopic, setField } = useContactDraft.getState();
    const message = draft.message ?? (startTopic ? topics[startTopic]?.message : undefined) ?? '';
    if (Object.keys(draft).length > 0 || message) reset({ ...emptyContact, ...draft, message }, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        if (isDraftField(name)) setField(name, values[name]);
      },
    });
  }, [reset, subscribe, topics]);

  const onValid = (values: ContactValues) => {
    useContactDraft.getState().clear();
    window.alert(JSON.stringify(values, null, 2));
  };

  const yesNo = [
    { value: 'yes', label: text.yes },
    { value: 'no', label: text.no },
  ];

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onFocus={() => void loadContactRules()} className="space-y-2.5" data-testid="contact-form" data-ready={ready}>
      <FormNote>{text.requiredNote}</FormNote>
      {topicText && (
        <TopicNote heading={text.topicHeading} label={topicText.label} removeLabel={text.removeTopic} onRemove={() => useContactDraft.getState().setTopic(undefined)} />
      )}
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
