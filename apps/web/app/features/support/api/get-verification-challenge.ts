import { SUPPORT_PATHS, verificationChallenge, type VerificationChallenge } from '@wellfit/contracts/support';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** GET the contact form's proof-of-work challenge (ALTCHA); the form solves it in the background. */
export async function getVerificationChallenge(signal?: AbortSignal): Promise<VerificationChallenge> {
  return parseAnswer(
    verificationChallenge,
    await apiClient.get(SUPPORT_PATHS.verificationChallenge, { muteToast: true, ...(signal ? { signal } : {}) }),
  );
}

/**
 * Finds the number whose hash the challenge names (altcha-lib's solver, loaded only here) and
 * answers the base64 payload the server verifies. Null when aborted or out of range.
 */
export async function solveVerification(challenge: VerificationChallenge, signal: AbortSignal): Promise<string | null> {
  const { solveChallenge } = await import('altcha-lib');
  const solving = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  signal.addEventListener('abort', () => solving.controller.abort(), { once: true });
  const solution = await solving.promise;
  if (!solution) return null;
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
