/** SPEC §4: a member without their own picture (a new member, or after logout) shows the default avatar. */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** The member's picture, or the default avatar picture; round, filling its box. */
export function MemberAvatar({
  avatarUrl,
  alt,
  size,
  testId,
}: {
  avatarUrl: string | null | undefined;
  alt: string;
  size: number;
  testId?: string;
}) {
  return (
    <img
      src={avatarUrl || DEFAULT_AVATAR_URL}
      alt={alt}
      className="size-full rounded-full object-cover"
      width={size}
      height={size}
      data-testid={testId}
      data-default-avatar={avatarUrl ? undefined : 'true'}
    />
  );
}
