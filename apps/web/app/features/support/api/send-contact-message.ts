import {
  CONTACT_ATTACHMENT_FIELD,
  SUPPORT_PATHS,
  contactAnswer,
  type ContactAnswer,
  type ContactMessageFields,
} from '@wellfit/contracts/support';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST the contact message as multipart/form-data; the form shows a refusal itself. */
export async function sendContactMessage(fields: ContactMessageFields, files: readonly File[]): Promise<ContactAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
  }
  for (const file of files) form.append(CONTACT_ATTACHMENT_FIELD, file);
  return parseAnswer(contactAnswer, await apiClient.post(SUPPORT_PATHS.contact, form, { muteToast: true }));
}
