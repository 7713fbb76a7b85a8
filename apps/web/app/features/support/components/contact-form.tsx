import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import type { MessageKey } from '@wellfit/contracts/messages';
import {
  ATTACHMENT_SNIFF_BYTES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_WORDS,
  CONTACT_MESSAGE_TYPES,
  CONTACT_NAME_MAX_LENGTH,
  attachmentKindOf,
  contactMessageFields,
  countWords,
  type CheckedContactMessage,
  type ContactAnswer,
  type ContactMessageFields,
} from '@wellfit/contracts/support';
import { TAIWAN_COUNTIES } from '@wellfit/contracts/taiwan-places';
import { attachmentsProblem } from '@wellfit/contracts/validation';
import { AttachmentsField } from '~/components/ui/attachments-field';
import { Button } from '~/components/ui/button';
import { FormAlert, FormField, INPUT_CLASS, SelectField } from '~/components/ui/form-field';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { useSession } from '~/lib/session-store';
import { ApiError } from '~/lib/api-client';
import { useLocale } from '~/lib/use-locale';
import { getVerificationChallenge, solveVerification } from '../api/get-verification-challenge';
import { sendContactMessage } from '../api/send-contact-message';

type TextField = 'fullName' | 'email' | 'region' | 'zipCode' | 'messageType' | 'message';

const EMPTY: ContactMessageFields = {
  fullName: '',
  email: '',
  region: '',
  zipCode: '',
  messageType: '' as ContactMessageFields['messageType'],
  message: '',
  verification: '',
};

const ATTACHMENT_KEYS: ReadonlySet<string> = new Set([
  'warning_attachment_type',
  'warning_attachment_too_large',
  'warning_attachment_too_many',
  'warning_attachment_too_many_pixels',
  'warning_attachment_unreadable',
  'warning_upload_incomplete',
]);

/** The first §5 rule the chosen files break, checked by name and size, then by content as the server does. */
async function filesProblem(files: readonly File[]): Promise<MessageKey | undefined> {
  const byName = attachmentsProblem(files);
  if (byName) return byName;
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, ATTACHMENT_SNIFF_BYTES).arrayBuffer());
    if (!attachmentKindOf(head)) return 'warning_attachment_type';
  }
  return undefined;
}

type VerificationState = 'solving' | 'solved' | 'failed';

/**
 * The proof-of-work runs as soon as the form is shown (a person fills in the fields meanwhile),
 * and again after each message sent or refused for it: a solved challenge sends one message.
 */
function useVerification(onSolved: (payload: string) => void) {
  const [state, setState] = useState<VerificationState>('solving');
  const controller = useRef<AbortController | null>(null);
  const run = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    onSolved('');
    getVerificationChallenge(current.signal)
      .then((challenge) => solveVerification(challenge, current.signal))
      .then((payload) => {
        if (current.signal.aborted) return;
        if (payload) onSolved(payload);
        setState(payload ? 'solved' : 'failed');
      })
      .catch(() => {
        if (!current.signal.aborted) setState('failed');
      });
  }, [onSolved]);
  useEffect(() => {
    run();
    return () => controller.current?.abort();
  }, [run]);
  const restart = useCallback(() => {
    setState('solving');
    run();
  }, [run]);
  return { state, restart };
}

/**
 * SPEC §3 contact message: name, e-mail, county and ZIP code, type, message with a word counter,
 * up to two pictures or videos, and a self-hosted verification. Checked with the server's own
 * schema, so both refuse the same input with the same words. Loaded on demand (contact-us.tsx).
 */
export default function ContactForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactAnswer | null>(null);
  const ids = { files: useId(), counter: useId(), verification: useId() };

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageFields, unknown, CheckedContactMessage>({
    resolver: zodResolver(contactMessageFields),
    defaultValues: EMPTY,
  });
  const setVerification = useCallback(
    (payload: string) => setValue('verification', payload, { shouldValidate: payload !== '' }),
    [setValue],
  );
  const verification = useVerification(setVerification);

  // A member's own details are filled in (fields the visitor has typed in are kept).
  useEffect(() => {
    if (!user) return;
    const name = user.name ?? user.nickName ?? '';
    const email = user.email && !user.email.includes('**') ? user.email : '';
    if (name && !getValues('fullName')) setValue('fullName', name);
    if (email && !getValues('email')) setValue('email', email);
  }, [user, getValues, setValue]);
  const prefilled = Boolean(user && (user.name || user.nickName || user.email));

  const message = useWatch({ control, name: 'message' }) ?? '';
  const words = countWords(message);

  const label = (field: TextField) => t(`support:form.${field}`);
  const error = (field: TextField | 'verification') =>
    fieldErrorText(
      errors[field] as FieldError | undefined,
      field === 'verification' ? t('support:form.verification') : label(field),
    );

  async function addFiles(chosen: File[]) {
    const next = [...files, ...chosen];
    const problem = await filesProblem(next);
    if (problem) {
      setFilesError(t(`messages:${problem}`));
      return;
    }
    setFilesError(null);
    setFiles(next);
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, position) => position !== index));
    setFilesError(null);
  }

  const submit = handleSubmit(async (checked) => {
    setFailure(null);
    try {
      const answer = await sendContactMessage(
        {
          ...checked,
          region: checked.region ?? '',
          zipCode: checked.zipCode ?? '',
        },
        files,
      );
      setSent(answer);
    } catch (failed) {
      const key = failed instanceof ApiError ? failed.key : undefined;
      if (key && ATTACHMENT_KEYS.has(key)) {
        setFilesError(errorText(failed));
        document.getElementById(ids.files)?.focus();
      } else {
        setFailure(errorText(failed));
      }
      // A refused message may have spent its proof-of-work; a fresh one costs a second.
      if (key === 'warning_verification_failed') verification.restart();
    }
  });

  function sendAnother() {
    reset({ ...EMPTY, fullName: getValues('fullName'), email: getValues('email') });
    setFiles([]);
    setFilesError(null);
    setFailure(null);
    setSent(null);
    verification.restart();
  }

  if (sent) {
    return (
      <section
        aria-labelledby="contact-sent-heading"
        className="rounded-2xl border border-ink-200 bg-white p-6"
        data-testid="contact-sent"
      >
        <h2
          id="contact-sent-heading"
          className="text-xl font-bold text-ink-900"
          tabIndex={-1}
          ref={(node) => node?.focus()}
        >
          {t('support:sent.heading')}
        </h2>
        <p className="mt-3 text-ink-700">{t('support:sent.ticket')}</p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-wide text-brand-700"
          data-testid="contact-ticket-number"
        >
          {sent.ticketNumber}
        </p>
        <p className="mt-3 text-ink-700">{t('support:sent.email_note', { email: sent.email })}</p>
        <Button variant="secondary" className="mt-5" onClick={sendAnother}>
          {t('support:sent.another')}
        </Button>
      </section>
    );
  }

  const messageError = error('message');
  const overLimit = words > CONTACT_MESSAGE_MAX_WORDS;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="contact-form">
      <p className="text-sm text-ink-700 sm:col-span-2">{t('support:form.required_note')}</p>
      {prefilled && <p className="text-sm text-ink-700 sm:col-span-2">{t('support:form.prefilled')}</p>}
      <FormField
        label={`${label('fullName')} *`}
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX_LENGTH}
        aria-required="true"
        error={error('fullName')}
        {...register('fullName')}
      />
      <FormField
        label={`${label('email')} *`}
        type="email"
        autoComplete="email"
        inputMode="email"
        aria-required="true"
        error={error('email')}
        {...register('email')}
      />
      <SelectField
        label={label('region')}
        error={error('region')}
        autoComplete="address-level1"
        {...register('region')}
      >
        <option value="">{t('support:form.choose_region')}</option>
        {TAIWAN_COUNTIES.map((county) => (
          <option key={county.name} value={county.name}>
            {locale === 'en' ? county.nameEn : county.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label={label('zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={3}
        placeholder="100"
        error={error('zipCode')}
        {...register('zipCode')}
      />
      <SelectField
        className="sm:col-span-2"
        label={`${label('messageType')} *`}
        aria-required="true"
        error={error('messageType')}
        {...register('messageType')}
      >
        <option value="">{t('support:form.choose_type')}</option>
        {CONTACT_MESSAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`support:message_type.${type}`)}
          </option>
        ))}
      </SelectField>

      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium text-ink-800">
          {`${label('message')} *`}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          aria-required="true"
          aria-invalid={messageError || overLimit ? true : undefined}
          aria-describedby={[ids.counter, messageError ? 'contact-message-error' : null].filter(Boolean).join(' ')}
          className={`${INPUT_CLASS} py-2`}
          {...register('message')}
        />
        <p
          id={ids.counter}
          className={`mt-1 text-right text-xs ${overLimit ? 'font-semibold text-red-700' : 'text-ink-600'}`}
        >
          {t('support:form.word_count', { count: words, max: CONTACT_MESSAGE_MAX_WORDS })}
        </p>
        {messageError && (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700" role="alert">
            {messageError}
          </p>
        )}
      </div>

      <div className="sm:col-span-2">
        <AttachmentsField
          id={ids.files}
          label={t('support:form.attachments')}
          hint={t('support:form.attachments_hint')}
          files={files}
          max={ATTACHMENT.maxFiles}
          error={filesError}
          onAdd={(picked) => void addFiles(picked)}
          onRemove={removeFile}
          removeLabel={(name) => t('support:form.remove_attachment', { name })}
          testId="contact-attachments"
        />
      </div>

      <div className="sm:col-span-2" role="group" aria-labelledby={ids.verification}>
        <p id={ids.verification} className="mb-1 text-sm font-medium text-ink-800">
          {`${t('support:form.verification')} *`}
        </p>
        <input type="hidden" {...register('verification')} />
        <div className="flex min-h-11 flex-wrap items-center gap-3 rounded-xl border border-ink-200 bg-ink-50 px-3 text-sm text-ink-800">
          <p role="status" data-testid="contact-verification">
            {verification.state === 'solving' && t('support:form.verifying')}
            {verification.state === 'solved' && `✓ ${t('support:form.verified')}`}
            {verification.state === 'failed' && t('support:form.verification_failed')}
          </p>
          {verification.state === 'failed' && (
            <Button variant="secondary" onClick={verification.restart}>
              {t('support:form.verify_again')}
            </Button>
          )}
        </div>
        {error('verification') && verification.state !== 'solving' && (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {error('verification')}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" className="sm:self-end" disabled={isSubmitting || verification.state === 'solving'}>
          {isSubmitting ? t('support:form.sending') : t('support:form.submit')}
        </Button>
      </div>
    </form>
  );
}
