import type { BusinessCredentialsAnswer } from '@wellfit/contracts/auth';

/** The page where a member who signed in without a profile completes it (SPEC §4). */
export const REGISTER_PATH = '/register';

/** Where /register sends a new member once their profile is saved (SPEC §4: "and back"). */
export interface RegisterLocationState {
  returnTo?: string;
}

/**
 * Signs a member in with the username and password an enterprise answer carries; the auth feature
 * implements it and the routes hand it to the enterprise pages (features do not import each other).
 */
export type SignInWithCredentials = (credentials: BusinessCredentialsAnswer) => Promise<'loggedIn' | 'registering'>;
