import { closeAuthDialog, onAuthDialogClosed, openAuthDialog } from '~/lib/auth-dialog-store';

/**
 * How a login request ended: `loggedIn` (carry on with what needed the login: route guards reload
 * the page, SPEC §2; a product page adds to the cart) or `dismissed` (the visitor closed the
 * dialogs without logging in, or left registration without finishing it).
 */
export type LoginOutcome = 'loggedIn' | 'dismissed';

interface LoginRequest {
  promise: Promise<LoginOutcome>;
  settle(outcome: LoginOutcome): void;
}

/** The request whose dialog is on screen. */
let pending: LoginRequest | null = null;
/**
 * The request of a new member now completing their profile on /register (SPEC §4): it stays open
 * until they finish, so what they asked for happens then, exactly as after an existing account's
 * login (issue 34: the first add to the cart of a visitor who signs up on the way).
 */
let registering: LoginRequest | null = null;

/**
 * The one way the app asks the visitor to log in (SPEC §2 route guards, §8 session 401): opens
 * the login dialog. Concurrent callers (several requests answered 401 together) share one
 * dialog and one outcome. Moving between the login and reset dialogs keeps the request open;
 * it ends with a login (a new member's once registration is finished) or when the last dialog
 * closes.
 */
export function requestLogin(): Promise<LoginOutcome> {
  if (!pending) {
    // A registration left behind (the member logged out of it) is not finished by a later login.
    finishRegistration('dismissed');
    let settle!: (outcome: LoginOutcome) => void;
    const promise = new Promise<LoginOutcome>((resolve) => (settle = resolve));
    pending = { promise, settle };
    openAuthDialog('login');
  }
  return pending.promise;
}

/** The login request on screen, if any: a page whose session ended under it waits for that one. */
export function pendingLoginRequest(): Promise<LoginOutcome> | null {
  return pending?.promise ?? null;
}

/**
 * A login finished (dialog, social sign-in return, enterprise entry): the open request, if any,
 * ends with it, or, for a new member on the way to /register, once `finishRegistration` is called.
 */
export function settleLoginRequest(outcome: 'loggedIn' | 'registering'): void {
  const request = pending;
  pending = null;
  if (outcome === 'registering') registering = request;
  closeAuthDialog();
  if (outcome === 'loggedIn') request?.settle('loggedIn');
}

/** /register saved the new member's profile (`loggedIn`) or they left it (`dismissed`). */
export function finishRegistration(outcome: LoginOutcome): void {
  const request = registering;
  registering = null;
  request?.settle(outcome);
}

onAuthDialogClosed(() => {
  const request = pending;
  pending = null;
  request?.settle('dismissed');
});
