import { useId, type ChangeEvent } from 'react';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import { Button } from './button';

/** What the file picker offers: SPEC §5's extensions and their MIME types (contracts ATTACHMENT). */
export const ATTACHMENT_ACCEPT = [
  '.jpg',
  '.jpeg',
  '.png',
  '.mp4',
  '.mpeg',
  '.mov',
  ...new Set(Object.values(ATTACHMENT.mimeTypeByExtension)),
].join(',');

interface AttachmentsFieldProps {
  /** The picker's id, for a form that moves focus to it (a refusal on submit). */
  id: string;
  label: string;
  hint: string;
  files: readonly File[];
  /** Most files; the picker is disabled once reached. */
  max: number;
  /** Why the files were refused (checked by the form, or answered by the server); null when fine. */
  error: string | null;
  /** Files just picked, to check against those already chosen. */
  onAdd(picked: File[]): void;
  onRemove(index: number): void;
  /** The remove button's accessible name for a file. */
  removeLabel(name: string): string;
  /** `${testId}` on the input, `${testId}-error` on the error. */
  testId: string;
}

/**
 * The attachments of a form (the contact form, a return): a file picker with its hint and error,
 * and the chosen files, each with a remove button that gives focus back to the picker. The form
 * keeps the files and checks them (SPEC §5: types, count, size), so it can also show the server's
 * refusal here.
 */
export function AttachmentsField({
  id,
  label,
  hint,
  files,
  max,
  error,
  onAdd,
  onRemove,
  removeLabel,
  testId,
}: AttachmentsFieldProps) {
  const ids = { input: id, hint: useId(), error: useId() };

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so picking the same file again after removing it fires a change.
    event.target.value = '';
    if (chosen.length > 0) onAdd(chosen);
  }

  function remove(index: number) {
    onRemove(index);
    document.getElementById(ids.input)?.focus();
  }

  return (
    <>
      <label htmlFor={ids.input} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        id={ids.input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={files.length >= max}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.hint, error ? ids.error : null].filter(Boolean).join(' ')}
        onChange={picked}
        data-testid={testId}
        className="block w-full text-sm text-ink-800 file:mr-3 file:min-h-11 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:font-semibold file:text-brand-700 disabled:opacity-60"
      />
      <p id={ids.hint} className="mt-1 text-xs text-ink-600">
        {hint}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 space-y-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-xl bg-ink-50 px-3 text-sm"
            >
              <span className="min-w-0 truncate">
                {file.name} ({(file.size / (1024 * 1024)).toFixed(1)} MB)
              </span>
              <Button variant="ghost" onClick={() => remove(index)} aria-label={removeLabel(file.name)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
