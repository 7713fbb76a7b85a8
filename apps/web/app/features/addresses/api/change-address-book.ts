import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADDRESS_PATHS,
  addressIdBody,
  addressIdQuery,
  addressListAnswer,
  type MemberAddress,
} from '@wellfit/contracts/address';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { addressKeys } from './address-query-keys';

/*
 * The changes that need no address fields: both answer the book as it now is, which replaces
 * the cached list (the default may have moved to another address).
 */

/** POST /api/web/member/address/setDefault. */
export async function setDefaultAddress(id: number): Promise<MemberAddress[]> {
  const answer = await apiClient.post(ADDRESS_PATHS.setDefault, addressIdBody.parse({ id }), { muteToast: true });
  return parseAnswer(addressListAnswer, answer);
}

/** GET /api/web/member/address/delete?id=: the address leaves the book; placed orders keep their copy. */
export async function deleteAddress(id: number): Promise<MemberAddress[]> {
  const answer = await apiClient.get(ADDRESS_PATHS.delete, { query: addressIdQuery.parse({ id }), muteToast: true });
  return parseAnswer(addressListAnswer, answer);
}

function useBookChange(change: (id: number) => Promise<MemberAddress[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(addressKeys.list(), list),
  });
}

export const useSetDefaultAddress = () => useBookChange(setDefaultAddress);
export const useDeleteAddress = () => useBookChange(deleteAddress);
