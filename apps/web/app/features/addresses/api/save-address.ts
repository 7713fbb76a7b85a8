import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_PATHS, addressAnswer, type MemberAddress } from '@wellfit/contracts/address';
import {
  addAddressBody,
  updateAddressBody,
  type AddAddressBody,
  type UpdateAddressBody,
} from '@wellfit/contracts/address-input';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { addressKeys } from './address-query-keys';

/*
 * Add and update carry Taiwan's places (address-input.ts checks county and district), so only
 * the address form imports this file.
 */

/** POST /api/web/member/address/add: answers the stored address (the server decides its ZIP). */
export async function addAddress(body: AddAddressBody): Promise<MemberAddress> {
  const answer = await apiClient.post(ADDRESS_PATHS.add, addAddressBody.parse(body), { muteToast: true });
  return parseAnswer(addressAnswer, answer);
}

/** POST /api/web/member/address/update: replaces the address's fields. */
export async function updateAddress(body: UpdateAddressBody): Promise<MemberAddress> {
  const answer = await apiClient.post(ADDRESS_PATHS.update, updateAddressBody.parse(body), { muteToast: true });
  return parseAnswer(addressAnswer, answer);
}

/** Adds (no id) or updates (with the id); the list refetches, since the default may have moved. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAddressBody & { id?: number }) =>
      body.id === undefined ? addAddress(body) : updateAddress({ ...body, id: body.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
