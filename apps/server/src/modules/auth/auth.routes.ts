import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SIGN_IN_URL_PATHS,
  checkForgetCodeAnswer,
  checkForgetCodeBody,
  checkUserExistAnswer,
  checkUserExistQuery,
  commonLoginBody,
  forgetPasswordBody,
  loginAnswer,
  passwordRegisteredBody,
  pcLoginBody,
  resetPasswordBody,
  sendCodeAnswer,
  sendEmailCodeBody,
  sendMobileCodeBody,
  sendVerifyCodeBody,
  signInUrlAnswer,
  SIGN_IN_PROVIDERS_PATH,
  signInProvidersAnswer,
} from '@wellfit/contracts/auth';
import { refreshTokenAnswer } from '@wellfit/contracts/auth-session';
import type { SignInProvider } from '@wellfit/contracts/constants';
import { userDetailsSchema } from '@wellfit/contracts/user';
import { success, successSchema } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { findUserDetails } from '../accounts/accounts.service.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import { endSession, refreshSession } from './auth.service.ts';
import {
  codeLogin,
  passwordLogin,
  registerWithPassword,
  sendAccountCode,
  sendEmailLoginCode,
  sendMobileLoginCode,
  userExists,
  type AuthDependencies,
} from './login.service.ts';
import { externalLogin, offeredProviders, signInUrl } from './oauth.service.ts';
import { changePassword, checkForgetCode, forgetPassword } from './password-reset.service.ts';

const TOKEN_SECURITY = [{ token: [] }];

export interface AuthRoutesOptions {
  delivery: MessageDelivery;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: AuthDependencies = { config: app.config, delivery: options.delivery };

  // ── One-time codes ──
  routes.post(
    '/api/web/login/send',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Send a login code by SMS (6 digits, 5 minutes; one per 60 s per number; hourly caps per number and IP)',
        body: sendMobileCodeBody,
        response: { 200: successSchema(sendCodeAnswer) },
      },
    },
    async (request) => {
      await sendMobileLoginCode(request.ctx, deps, request.body);
      return success(null);
    },
  );

  routes.post(
    '/api/web/login/sendEmail',
    {
      schema: {
        tags: ['auth'],
        summary: "Send a login code by e-mail; checkEmail true sends to the signed-in member's own address",
        body: sendEmailCodeBody,
        response: { 200: successSchema(sendCodeAnswer) },
      },
    },
    async (request) => {
      await sendEmailLoginCode(request.ctx, deps, request.body);
      return success(null);
    },
  );

  routes.post(
    '/api/web/login/sendVerifyCode',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Send a code to a mobile or e-mail account for registration (passwordRegistered) or reset (checkForgetCode)',
        body: sendVerifyCodeBody,
        response: { 200: successSchema(sendCodeAnswer) },
      },
    },
    async (request) => {
      await sendAccountCode(request.ctx, deps, request.body.username);
      return success(null);
    },
  );

  // ── Logins ──
  routes.post(
    '/api/web/login/pcLogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in (or sign up) with a one-time code: loginType 2 mobile, 7 e-mail',
        body: pcLoginBody,
        response: { 200: successSchema(loginAnswer) },
      },
    },
    async (request) => success(await codeLogin(request.ctx, deps, request.body)),
  );

  routes.post(
    '/api/web/login/commonLogin',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in with a password (loginType 1) or an external provider (2 Apple, 3 Google, 4 Facebook); 405 when a reset is required',
        body: commonLoginBody,
        response: { 200: successSchema(loginAnswer) },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.loginType === 1) return success(await passwordLogin(request.ctx, deps, body.loginDTO));
      return success(await externalLogin(request.ctx, deps, body));
    },
  );

  routes.post(
    '/api/web/login/passwordRegistered',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up with a password and a code from sendVerifyCode, and log in',
        body: passwordRegisteredBody,
        response: { 200: successSchema(loginAnswer) },
      },
    },
    async (request) => success(await registerWithPassword(request.ctx, deps, request.body)),
  );

  routes.get(
    '/api/web/login/checkUserExist',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a member has this mobile or e-mail',
        querystring: checkUserExistQuery,
        response: { 200: successSchema(checkUserExistAnswer) },
      },
    },
    async (request) => success(await userExists(request.ctx, request.query.username)),
  );

  // ── External sign-in addresses ──
  routes.get(
    SIGN_IN_PROVIDERS_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'The external sign-in providers offered: configured ones, or the local mock when enabled',
        response: { 200: successSchema(signInProvidersAnswer) },
      },
    },
    async () => success({ providers: offeredProviders(app.config) }),
  );
  for (const [provider, path] of Object.entries(SIGN_IN_URL_PATHS) as [SignInProvider, string][]) {
    routes.get(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: `The ${provider} sign-in address; the browser returns to /oauth-callback/${provider}`,
          response: { 200: successSchema(signInUrlAnswer) },
        },
      },
      async (request) => success(await signInUrl(request.ctx, app.config, provider)),
    );
  }
  // Any other get{Provider}Url: SPEC §8 "Unsupported provider".
  routes.get('/api/web/login/get:provider(^[A-Z][A-Za-z]*)Url', { schema: { hide: true } }, async (request) => {
    const { provider } = request.params as { provider: string };
    return success(await signInUrl(request.ctx, app.config, provider.toLowerCase()));
  });

  // ── Passwords ──
  routes.post(
    '/api/web/user/checkForgetCode',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a reset code for a reset token (uuid, single use, 10 minutes)',
        body: checkForgetCodeBody,
        response: { 200: successSchema(checkForgetCodeAnswer) },
      },
    },
    async (request) => success(await checkForgetCode(request.ctx, deps, request.body)),
  );

  routes.post(
    '/api/web/user/forgetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the reset token; ends all the member's sessions",
        body: forgetPasswordBody,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await forgetPassword(request.ctx, deps, request.body);
      return success(null);
    },
  );

  routes.post(
    '/api/web/user/resetPassword',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: "Change the password (old, new, confirmation); the member's other sessions end",
        security: TOKEN_SECURITY,
        body: resetPasswordBody,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      await changePassword(request.ctx, deps, member, request.body);
      return success(null);
    },
  );

  routes.post(
    '/api/web/login/refreshToken',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'Replace the session token with a new one (the old one stops working)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(refreshTokenAnswer) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      return success(await refreshSession(request.ctx, member, app.config.tokenTtlSeconds));
    },
  );

  routes.get(
    '/api/web/getUserDetails',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member (SPEC §3 User)',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(userDetailsSchema) },
      },
    },
    async (request) => {
      const member = await request.ctx.requireMember();
      const details = await findUserDetails(request.ctx, member.userId);
      if (!details) throw new AppError('unauthorized', 401);
      return success(details);
    },
  );

  routes.get(
    '/api/web/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session; succeeds even when the token is already invalid',
        security: TOKEN_SECURITY,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await endSession(request.ctx, request.ctx.token);
      return success(null);
    },
  );
}
