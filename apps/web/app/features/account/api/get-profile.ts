import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDetailsSchema, type UserDetails } from '@wellfit/contracts/user';
import { getUserDetails } from '~/lib/get-user-details';
import { parseAnswer } from '~/lib/api-client';
import { accountKeys } from './account-query-keys';

/** GET /api/web/getUserDetails, checked against the full SPEC §3 User (the profile pages edit every field). */
export async function getProfile(): Promise<UserDetails> {
  return parseAnswer(userDetailsSchema, await getUserDetails());
}

export const profileQueryOptions = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
