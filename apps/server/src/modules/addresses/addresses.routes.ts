import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADDRESS_PATHS,
  addressAnswer,
  addressIdBody,
  addressIdQuery,
  addressListAnswer,
} from '@wellfit/contracts/address';
import { addAddressBody, updateAddressBody } from '@wellfit/contracts/address-input';
import { success, successSchema } from '../../envelope.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.ts';

const SIGNED_IN = { config: { auth: 'required' as const } };
const TOKEN_SECURITY = [{ token: [] }];
const TAGS = ['address'];

/** The member's address book for checkout; paths are ours (docs/decisions/address-book.md). */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    ADDRESS_PATHS.list,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'The member’s delivery addresses: the default first, then the newest',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(addressListAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await listAddresses(request.ctx, member.userId));
    },
  );

  routes.post(
    ADDRESS_PATHS.add,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Add an address (the ZIP code is that of city and region; the first address is the default)',
        security: TOKEN_SECURITY,
        body: addAddressBody,
        response: { 200: successSchema(addressAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await addAddress(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    ADDRESS_PATHS.update,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Replace the fields of one of the member’s addresses',
        security: TOKEN_SECURITY,
        body: updateAddressBody,
        response: { 200: successSchema(addressAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await updateAddress(request.ctx, member.userId, request.body));
    },
  );

  routes.post(
    ADDRESS_PATHS.setDefault,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Make one address the default (the previous default no longer is); answers the list',
        security: TOKEN_SECURITY,
        body: addressIdBody,
        response: { 200: successSchema(addressListAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await setDefaultAddress(request.ctx, member.userId, request.body.id));
    },
  );

  routes.get(
    ADDRESS_PATHS.delete,
    {
      ...SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Delete an address (orders keep their copy); the newest left becomes default if needed',
        security: TOKEN_SECURITY,
        querystring: addressIdQuery,
        response: { 200: successSchema(addressListAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await deleteAddress(request.ctx, member.userId, request.query.id));
    },
  );
}
