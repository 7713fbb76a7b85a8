import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { OperatorRole } from '@wellfit/contracts/admin';
import { AppError } from '../../errors.ts';
import { findOperatorByToken, type Operator } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator requireOperator let through (undefined on other routes). */
    operator?: Operator;
  }
}

/**
 * The gate of every /api/admin/ route but sign-in: an onRequest hook, so it runs before the
 * body is parsed and a caller without a staff session learns nothing about the route's
 * contract. No operator session behind the token (none sent, a member's token, expired,
 * revoked, a disabled operator) answers 401 operator_sign_in_required; an operator whose role
 * is not among `roles` answers 403 operator_forbidden (docs/decisions/operators.md).
 */
export function requireOperator(roles: readonly OperatorRole[]): onRequestHookHandler {
  return async (request) => {
    const { token } = request.ctx;
    const operator = token ? await findOperatorByToken(request.ctx, token) : null;
    if (!operator) throw new AppError('operator_sign_in_required', 401);
    if (!roles.includes(operator.role)) throw new AppError('operator_forbidden', 403);
    request.operator = operator;
  };
}

/** The operator of a route guarded by requireOperator. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new AppError('operator_sign_in_required', 401);
  return request.operator;
}
