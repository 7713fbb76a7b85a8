import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed address of a video file. A <video> element cannot send the token header, so
 * play() checks the member's right once and signs (video, member, expiry); the file route
 * checks that signature on every request, range requests included.
 *
 * The key comes from APP_SECRET (config.playbackSigningKey), so every process of the shop
 * accepts the addresses the others signed, and a restart keeps them valid.
 */

function signature(signingKey: string, courseVideoId: number, userId: number, expiresAtSeconds: number): string {
  return createHmac('sha256', signingKey).update(`${courseVideoId}.${userId}.${expiresAtSeconds}`).digest('base64url');
}

export function signPlaybackToken(signingKey: string, courseVideoId: number, userId: number, expiresAt: Date): string {
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expiresAtSeconds}.${signature(signingKey, courseVideoId, userId, expiresAtSeconds)}`;
}

/** True when the token was signed here for this video and has not expired. */
export function verifyPlaybackToken(
  signingKey: string,
  courseVideoId: number,
  token: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const userId = Number(match[1]);
  const expiresAtSeconds = Number(match[2]);
  if (expiresAtSeconds * 1000 <= now) return false;
  const expected = Buffer.from(signature(signingKey, courseVideoId, userId, expiresAtSeconds));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
