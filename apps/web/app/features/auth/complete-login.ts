import i18next from 'i18next';
import type { LoginAnswer } from '@wellfit/contracts/auth';
import { memberDisplayName, needsRegistration } from '@wellfit/contracts/account';
import { STORAGE_KEYS, type LoginType } from '@wellfit/contracts/constants';
import { storage } from '~/lib/storage';
import { showToast } from '~/lib/toast';
import { storeCurrentUser } from '~/lib/current-user-cache';
import { settleLoginRequest } from '~/lib/request-login';
import { updateSession } from '~/lib/session-store';

export interface LoginMethod {
  loginType: LoginType;
  /** The account as it was typed (mobile or e-mail); external sign-in has none. */
  account: string | null;
}

type LoginListener = () => void;
const loginListeners = new Set<LoginListener>();

/**
 * SPEC §4 Login: "notifications load" after a login. The notifications feature subscribes here
 * (its code is not part of the accounts issue); every login, by any method, calls the listeners.
 */
export function onLoggedIn(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

/**
 * What every successful login does (SPEC §4): keep the token with expiry 0 (so the next start
 * refreshes it), the login type and account, set the user, say "<nickname> login success", load
 * notifications and end the pending login request. A new member (newUser, guidance or the
 * placeholder nickname) is `registering`: the caller takes them to /register.
 */
export function completeLogin(answer: LoginAnswer, method: LoginMethod): 'loggedIn' | 'registering' {
  const { userToken, expires_in: _lifetime, ...user } = answer;
  storage.set(STORAGE_KEYS.token, userToken);
  storage.set(STORAGE_KEYS.tokenExpireAt, 0);
  storage.set(STORAGE_KEYS.loginType, method.loginType);
  if (method.account) storage.set(STORAGE_KEYS.account, method.account);
  else storage.remove(STORAGE_KEYS.account);
  storeCurrentUser(user);
  updateSession({ token: userToken, user });

  // A new member is still named by the placeholder (`null` and four digits): greet without a name.
  const nickname = memberDisplayName(user);
  const message = i18next.t('messages:tip_login_success');
  showToast(
    nickname
      ? i18next.t('pages:auth.login_success', { nickname, message })
      : i18next.t('pages:auth.login_success_no_name'),
  );
  for (const listener of loginListeners) listener();

  const outcome = needsRegistration(user) ? 'registering' : 'loggedIn';
  settleLoginRequest(outcome);
  return outcome;
}
