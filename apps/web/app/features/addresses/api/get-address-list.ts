import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_PATHS, addressListAnswer, type MemberAddress } from '@wellfit/contracts/address';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { addressKeys } from './address-query-keys';

/** GET /api/web/member/address/list: the default address first, then the newest. */
export async function getAddressList(): Promise<MemberAddress[]> {
  return parseAnswer(addressListAnswer, await apiClient.get(ADDRESS_PATHS.list, { muteToast: true }));
}

export function addressListQueryOptions() {
  return queryOptions({ queryKey: addressKeys.list(), queryFn: getAddressList });
}

export function useAddressList() {
  return useQuery(addressListQueryOptions());
}
