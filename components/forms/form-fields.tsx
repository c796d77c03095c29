import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const control =
  'mt-0.5 block w-full rounded border border-navy-900/25 bg-white px-1.5 py-1 text-ink shadow-xs transition-colors hover:border-navy-900/50 aria-invalid:border-coral-600 aria-invalid:bg-coral-100/30';

/** Ids of the texts that describe a field: its hint, its browser-checked error (NativeError) and, when shown, its error. */
export const describedBy = (name: string, hint: boolean, error: boolean, native = false) =>
  [hint && `${name}-hint`, native && nativeErrorId(name), error && `${name}-error`].filter(Boolean).join(' ') || undefined;

const nativeErrorId = (name: string) => `${name}-native-error`;

/**
 * The words a field's NativeError shows, in the page's language: 'Required'
 * when it is empty and, for a field with a format (a pattern), the format's
 * message when what was typed does not match it.
 */
export type NativeMessages = { required: string; format?: string };

export function RequiredMark() {
  return <span aria-hidden="true" className="ml-0.5 text-coral-600">*</span>;
}

function WarningIcon() {
  return <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" /></svg>;
}

const errorLook = 'mt-0.5 items-center gap-0.5 text-sm font-medium text-coral-600';

/** The error react-hook-form found, once the form's script runs. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${name}-error`} className={`flex ${errorLook}`}>
      <WarningIcon />
      {message}
    </p>
  );
}

/**
 * A field's error before the form's script runs, checked by the browser from
 * the field's constraints (required, pattern). It must be a direct child of
 * the field's `native-field` box. CSS shows it (globals.css, "The contact
 * form's errors before its script runs") once the field has been left or the
 * form sent, with the words of the failing check as its generated text: only
 * one at a time, and no text at all while hidden, so that the field's
 * description (aria-describedby) is empty until it shows. The form renders
 * none once its script runs: react-hook-form's FieldError takes over.
 */
export function NativeError({ name, messages }: { name: string; messages?: NativeMessages }) {
  if (!messages) return null;
  return (
    <p id={nativeErrorId(name)} className={`native-error ${errorLook}`} data-required={messages.required} data-format={messages.format}>
      <WarningIcon />
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The messages the browser's own checks show before the form's script runs; none once it runs. */
  native?: NativeMessages;
  /** A format the answer must match whole, as an HTML pattern attribute. */
  pattern?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  rows?: number;
  className?: string;
};

/** A required, labelled text input or textarea with its hint and errors tied to it. */
export function TextField({ name, label, registration, error, native, pattern, hint, type = 'text', autoComplete, inputMode, rows, className = '' }: TextFieldProps) {
  const common = {
    id: name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, !!hint, !!error, !!native),
    className: control,
    ...registration,
  } as const;
  return (
    <div className={`native-field ${className}`.trim()}>
      <label htmlFor={name} className="font-medium text-ink">
        {label}
        <RequiredMark />
      </label>
      {hint && <p id={`${name}-hint`} className="text-sm text-ink-muted">{hint}</p>}
      {rows ? (
        <textarea rows={rows} autoComplete={autoComplete} {...common} />
      ) : (
        // With a pattern, an empty placeholder tells CSS an empty field (:placeholder-shown) from one that does not match.
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} pattern={pattern} placeholder={pattern && ' '} {...common} />
      )}
      <NativeError name={name} messages={native} />
      <FieldError name={name} message={error} />
    </div>
  );
}

type ChoiceGroupProps = {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
  native?: NativeMessages;
};

/** A required yes/no question: a radio group with its legend and errors. */
export function ChoiceGroup({ name, legend, options, registration, error, native }: ChoiceGroupProps) {
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, false, !!error, !!native)}
      className="native-field"
    >
      <legend className="font-medium text-ink">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-0.5 flex gap-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1">
            <input type="radio" value={option.value} required className="size-2.5 accent-garden-700" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <NativeError name={name} messages={native} />
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
