import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const control =
  'mt-0.5 block w-full rounded border border-navy-900/25 bg-white px-1.5 py-1 text-ink shadow-xs transition-colors hover:border-navy-900/50 aria-invalid:border-coral-600 aria-invalid:bg-coral-100/30';

/** Ids of the texts that describe a field: its hint and, when shown, its error. */
export const describedBy = (name: string, hint: boolean, error: boolean) =>
  [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;

export function RequiredMark() {
  return <span aria-hidden="true" className="ml-0.5 text-coral-600">*</span>;
}

export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${name}-error`} className="mt-0.5 flex items-center gap-0.5 text-sm font-medium text-coral-600">
      <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" /></svg>
      {message}
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  rows?: number;
  className?: string;
};

/** A labelled text input or textarea with its hint and error tied to it. */
export function TextField({ name, label, registration, error, hint, type = 'text', autoComplete, inputMode, rows, className = '' }: TextFieldProps) {
  const common = {
    id: name,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, !!hint, !!error),
    className: control,
    ...registration,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={name} className="font-medium text-ink">
        {label}
        <RequiredMark />
      </label>
      {hint && <p id={`${name}-hint`} className="text-sm text-ink-muted">{hint}</p>}
      {rows ? (
        <textarea rows={rows} autoComplete={autoComplete} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
      )}
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
};

/** A yes/no question: a radio group with its legend and error. */
export function ChoiceGroup({ name, legend, options, registration, error }: ChoiceGroupProps) {
  return (
    <fieldset role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, false, !!error)}>
      <legend className="font-medium text-ink">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-0.5 flex gap-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1">
            <input type="radio" value={option.value} className="size-2.5 accent-garden-700" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
