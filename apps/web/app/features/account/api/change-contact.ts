import {
  bindContactAnswer,
  bindEmailBody,
  bindMobileBody,
  CHANGE_CONTACT_PATHS,
  checkOriginalCodeAnswer,
  checkOriginalCodeBody,
  sendNewEmailCodeBody,
  sendNewMobileCodeBody,
  type ContactKind,
} from '@wellfit/contracts/account';
import { COUNTRY_CODE } from '@wellfit/contracts/constants';
import type { UserDetails } from '@wellfit/contracts/user';
import { apiClient, parseAnswer } from '~/lib/api-client';

/*
 * SPEC §4 mobile or e-mail change, in two steps: prove the current one with a code (answers a
 * uuid), then send a code to the new one and bind it with that code and the uuid.
 */

const muted = { muteToast: true } as const;

export async function sendOriginalCode(kind: ContactKind): Promise<void> {
  await apiClient.post(CHANGE_CONTACT_PATHS[kind].sendOriginalCode, {}, muted);
}

export async function checkOriginalCode(kind: ContactKind, code: string): Promise<string> {
  const answer = await apiClient.post(
    CHANGE_CONTACT_PATHS[kind].checkOriginalCode,
    checkOriginalCodeBody.parse({ code }),
    muted,
  );
  return parseAnswer(checkOriginalCodeAnswer, answer).uuid;
}

/** The new mobile (without +886, which is the only country) or the new e-mail. */
function newContactBody(kind: ContactKind, value: string, uuid: string | undefined) {
  return kind === 'mobile'
    ? sendNewMobileCodeBody.parse({ uuid, countryCode: COUNTRY_CODE, phone: value })
    : sendNewEmailCodeBody.parse({ uuid, email: value });
}

export async function sendNewContactCode(kind: ContactKind, value: string, uuid: string | undefined): Promise<void> {
  await apiClient.post(CHANGE_CONTACT_PATHS[kind].sendNewCode, newContactBody(kind, value, uuid), muted);
}

export async function bindContact(
  kind: ContactKind,
  value: string,
  uuid: string | undefined,
  code: string,
): Promise<UserDetails> {
  const body =
    kind === 'mobile'
      ? bindMobileBody.parse({ uuid, countryCode: COUNTRY_CODE, phone: value, code })
      : bindEmailBody.parse({ uuid, email: value, code });
  return parseAnswer(bindContactAnswer, await apiClient.post(CHANGE_CONTACT_PATHS[kind].bind, body, muted));
}
