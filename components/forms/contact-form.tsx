'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EnquiryTopic } from '@/content/contact';
import type { ContactValues } from '@/lib/enquiry';
import type { Slots } from '@/lib/islands';
import {
  ADDRESS_ROWS, COURSES, EMAIL_PATTERN_ATTRIBUTE, MESSAGE_ROWS, PHONE_PATTERN_ATTRIBUTE, contactFields, emptyContact, type ContactErrorCode, type ContactInput,
} from '@/lib/enquiry-fields';
import { Slot } from '@/components/islands/slot';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useContactDraft } from './contact-draft';
import { contactResolver, loadContactRules } from './contact-resolver';
import { earlyInput } from './early-input';
import { EnquiryFailed, EnquirySent, type DeliveryText } from './enquiry-status';
import { ChoiceGroup, FieldError, FormNote, NativeError, RequiredMark, TextField, describedBy, type NativeMessages } from './form-fields';
import { TopicNote } from './topic-note';
import { takeTopicFromAddress } from './topic-address';
import { useEnquiryDelivery } from './use-enquiry-delivery';

/** Every string the form shows, already translated by the server. */
export type ContactFormText = Record<
  | 'requiredNote' | 'completeName' | 'address' | 'population' | 'phone' | 'phoneHint' | 'previousCenter' | 'email'
  | 'course' | 'coursePlaceholder' | 'course1' | 'course2' | 'course3' | 'message' | 'alumni' | 'childrenInSchool'
  | 'yes' | 'no' | 'consent' | 'submit' | 'topicHeading' | 'removeTopic' | 'honeypot' | ContactErrorCode,
  string
>;

/**
 * The topics a family can bring (each by its name as the form shows it), and
 * the sentence a message starts with, written around the topic's name: the
 * sentence is sent once, not once per topic.
 */
export type TopicTexts = { labels: Record<EnquiryTopic, string>; sentence: readonly [before: string, after: string] };

/** Whether the browser's own check marked the field (:user-invalid; a browser without it marks nothing). */
function markedInvalid(form: HTMLFormElement | null, field: string): boolean {
  try {
    return form?.querySelector(`[name="${field}"]:user-invalid`) != null;
  } catch {
    return false;
  }
}

/** The honeypot field's id and name: a word programs that fill forms expect to find. */
const honeypotId = 'website';

export type ContactFormProps = {
  text: ContactFormText;
  delivery: DeliveryText;
  topics: TopicTexts;
  /** Where enquiries go (CONTACT_ENDPOINT at build time); null: shown in an alert, sent nowhere. */
  endpoint: string | null;
  locale: string;
  /** `privacyNotice`: the data-protection text, rendered on the server. */
  slots: Slots;
};

/**
 * The contact form (specification sections 3, 4, 5). Errors appear once a
 * field has been visited; submitting checks everything, focuses the first
 * problem and keeps what was typed. A valid form is shown in an alert as JSON
 * and sent nowhere, unless the school has set an endpoint: then it is
 * delivered (use-enquiry-delivery.ts). What was typed, and the topic a family brought
 * from a camp or the fees page, live in the contact draft (contact-draft.ts).
 * What a visitor does before the form's code runs counts too: typing stays,
 * a field left shows its error, and a press on the send button is pressed
 * again once the form runs (browser/islands/early-touches.ts kept it).
 */
export function ContactForm({ text, delivery, topics, endpoint, locale, slots }: ContactFormProps) {
  const hydrated = useHydrated();
  // Until the rules' code is in, the browser keeps checking the form on send, as before the form ran:
  // a press gets its response at once, whenever it comes.
  const [rulesReady, setRulesReady] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const { status, submit } = useEnquiryDelivery(endpoint, locale);
  const [early] = useState(earlyInput);
  const { register, handleSubmit, reset, subscribe, setValue, getValues, formState } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    mode: 'onTouched',
    // Registering a field writes its default value into it: start from what is already there.
    defaultValues: { ...emptyContact, ...early.typed },
    shouldFocusError: true,
  });
  const error = (field: keyof ContactInput) => {
    const code = formState.errors[field]?.message as ContactErrorCode | undefined;
    return code ? text[code] : undefined;
  };
  // Until the rules run, the browser checks each field's constraints and CSS shows these words (NativeError).
  const native = (format?: ContactErrorCode): NativeMessages | undefined =>
    rulesReady ? undefined : { required: text.required, format: format && text[format] };
  const loadRules = () => void loadContactRules().then(() => setRulesReady(true));

  // The topic picked on a camp or the fees page; undefined in the server HTML (zustand's server snapshot).
  const topic = useContactDraft((state) => state.topic);
  const topicLabel = topic ? topics.labels[topic] : undefined;

  // What was typed before (a reload, another page), and a message started with the topic; then the draft holds what the form holds.
  useEffect(() => {
    const brought = takeTopicFromAddress(topics.labels);
    if (brought) useContactDraft.getState().setTopic(brought);
    const { draft, keep } = useContactDraft.getState();
    // A topic brought now starts an empty message with its sentence; a message the family emptied stays empty.
    const label = brought && topics.labels[brought];
    const message = (label && !draft.message ? topics.sentence.join(label) : draft.message) ?? '';
    // What is in the fields now (typed before the form ran) wins over an older draft.
    if (Object.keys(draft).length > 0 || message) reset({ ...emptyContact, ...draft, message, ...early.typed }, { keepDefaultValues: true });
    // A field visited before the form ran shows its error now, as if it had been left just now.
    for (const field of early.visited) setValue(field, getValues(field), { shouldTouch: true, shouldValidate: true });
    // Everything the form starts with (typed before it ran, restored, the topic's sentence), then every change.
    keep(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) });
  }, [reset, subscribe, setValue, getValues, early, topics]);

  // A visitor already in the form when it started running (focus moved in before) needs its rules now.
  useEffect(() => {
    if (formElement.current?.contains(document.activeElement)) loadRules();
  }, []);

  // What the browser's check marked (a field left empty, a send) keeps its error, now in react-hook-form's hands.
  useEffect(() => {
    if (!rulesReady) return;
    for (const field of contactFields) {
      if (markedInvalid(formElement.current, field)) setValue(field, getValues(field), { shouldTouch: true, shouldValidate: true });
    }
  }, [rulesReady, setValue, getValues]);

  // Read when the form is sent: what a program filled in, if anything.
  const onValid = (values: ContactValues) => submit(values, (document.getElementById(honeypotId) as HTMLInputElement | null)?.value ?? '');
  const sending = status === 'sending';

  const yesNo = [
    { value: 'yes', label: text.yes },
    { value: 'no', label: text.no },
  ];

  if (status === 'sent') return <EnquirySent text={delivery} />;

  return (
    // method="dialog": without JavaScript, pressing send does nothing rather than put the answers in a URL.
    // Until the form runs, the browser checks it on send (and marks each problem :user-invalid); then react-hook-form does.
    <form
      method="dialog"
      ref={formElement}
      noValidate={rulesReady}
      onSubmit={handleSubmit(onValid)}
      onFocus={loadRules}
      className="space-y-2.5"
      data-testid="contact-form"
      data-hydrated={hydrated}
    >
      <FormNote>{text.requiredNote}</FormNote>
      {topicLabel && (
        <TopicNote heading={text.topicHeading} label={topicLabel} removeLabel={text.removeTopic} onRemove={() => useContactDraft.getState().setTopic(undefined)} />
      )}
      <div className="grid gap-2.5 sm:grid-cols-2">
        <TextField name="completeName" label={text.completeName} autoComplete="name" registration={register('completeName')} error={error('completeName')} native={native()} className="sm:col-span-2" />
        <TextField name="address" label={text.address} autoComplete="street-address" rows={ADDRESS_ROWS} registration={register('address')} error={error('address')} native={native()} />
        <TextField name="population" label={text.population} autoComplete="address-level2" registration={register('population')} error={error('population')} native={native()} />
        <TextField name="phone" label={text.phone} type="tel" inputMode="numeric" autoComplete="tel" hint={text.phoneHint} pattern={PHONE_PATTERN_ATTRIBUTE}
          registration={register('phone')} error={error('phone')} native={native('invalidPhone')} />
        <TextField name="email" label={text.email} type="email" inputMode="email" autoComplete="email" pattern={EMAIL_PATTERN_ATTRIBUTE}
          registration={register('email')} error={error('email')} native={native('invalidEmail')} />
        <TextField name="previousCenter" label={text.previousCenter} registration={register('previousCenter')} error={error('previousCenter')} native={native()} />
        <div className="native-field">
          <label htmlFor="course" className="font-medium text-ink">
            {text.course}
            <RequiredMark />
          </label>
          <select
            id="course"
            required
            aria-invalid={error('course') ? true : undefined}
            aria-describedby={describedBy('course', false, !!error('course'), !rulesReady)}
            className="mt-0.5 block w-full rounded border border-navy-900/25 bg-white px-1.5 py-1 text-ink aria-invalid:border-coral-600"
            {...register('course')}
          >
            <option value="">{text.coursePlaceholder}</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>{text[course]}</option>
            ))}
          </select>
          <NativeError name="course" messages={native()} />
          <FieldError name="course" message={error('course')} />
        </div>
      </div>
      <TextField name="message" label={text.message} rows={MESSAGE_ROWS} registration={register('message')} error={error('message')} native={native()} />
      <div className="grid gap-2.5 sm:grid-cols-2">
        <ChoiceGroup name="alumni" legend={text.alumni} options={yesNo} registration={register('alumni')} error={error('alumni')} native={native()} />
        <ChoiceGroup name="childrenInSchool" legend={text.childrenInSchool} options={yesNo} registration={register('childrenInSchool')} error={error('childrenInSchool')} native={native()} />
      </div>
      <Slot name="privacyNotice" content={slots.privacyNotice} />
      <div className="native-field">
        <label className="flex items-start gap-1">
          <input
            type="checkbox"
            className="mt-0.5 size-2.5 shrink-0 accent-garden-700"
            required
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={describedBy('consent', false, !!error('consent'), !rulesReady)}
            {...register('consent')}
          />
          <span>
            {text.consent}
            <RequiredMark />
          </span>
        </label>
        <NativeError name="consent" messages={native()} />
        <FieldError name="consent" message={error('consent')} />
      </div>
      {/* A field no person or assistive technology meets: only a program filling every field fills it. */}
      <div hidden>
        <label htmlFor={honeypotId}>{text.honeypot}</label>
        <input id={honeypotId} name={honeypotId} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status === 'failed' && <EnquiryFailed text={delivery} onRetry={() => void handleSubmit(onValid)()} />}
      <p role="status" className="sr-only">{sending ? delivery.sending : ''}</p>
      <button
        type="submit"
        // A press kept from before the form ran comes back as a click, on a button that may already have focus.
        onClick={loadRules}
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        className="inline-flex min-h-6 items-center gap-1 rounded bg-garden-700 px-4 py-1 font-semibold text-white transition-colors hover:bg-garden-800"
      >
        {sending && <span className="size-2 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" aria-hidden="true" />}
        {sending ? delivery.sending : text.submit}
      </button>
    </form>
  );
}
