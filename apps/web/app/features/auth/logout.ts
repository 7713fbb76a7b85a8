import i18next from 'i18next';
import { showToast } from '~/lib/toast';
import { logoutOnServer } from './api/logout';
import { clearSession } from './clear-session';

/** The member's own log out (SPEC §4): tells the server (errors ignored), forgets the session, confirms. */
export async function logout(): Promise<void> {
  await logoutOnServer();
  clearSession();
  showToast(i18next.t('messages:msg_logout_success'));
}
