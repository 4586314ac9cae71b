// Form controls with a visible label, an optional hint and an error wired up for screen readers.
import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

import styles from './Field.module.css';

interface Decorations {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
}

function useDescribedBy(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

function Frame({
  id,
  label,
  optional,
  hint,
  hintId,
  error,
  errorId,
  children,
}: Decorations & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  optional,
  ...input
}: Decorations & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <Frame {...{ id, label, optional, hint, hintId, error, errorId }}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  ...area
}: Decorations & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <Frame {...{ id, label, optional, hint, hintId, error, errorId }}>
      <textarea
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  children,
  ...select
}: Decorations & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <Frame {...{ id, label, optional, hint, hintId, error, errorId }}>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: Omit<Decorations, 'hint' | 'optional'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { id, errorId } = useDescribedBy(null, error);
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A form-level message; errors are announced immediately, others politely. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const toneClass =
    tone === 'error'
      ? styles.messageError
      : tone === 'success'
        ? styles.messageSuccess
        : styles.messageInfo;
  return (
    <div
      className={[styles.message, toneClass].join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
