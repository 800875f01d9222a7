import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema, IdentifierBodySchema, IdentifierParamsSchema, LoginBodySchema, OtpBodySchema,
  ResetPasswordBodySchema, ResetTokenResponseSchema, UpdateProfileBodySchema, UserResponseSchema,
} from '@solar/shared/contract/auth';
import { RegisterBodySchema, RegisterResponseSchema } from '@solar/shared/contract/auth-signup';
import { MessageResponseSchema } from '@solar/shared/contract/common';
import { requireUser } from '../../plugins/authenticate.ts';
import * as auth from './auth.service.ts';
import { deviceCookie } from './device-token.ts';
import { requestContext, userContext } from '../../lib/request-context.ts';
import { ok, okWith } from '../../lib/reply.ts';
import { storeNothing } from '../../plugins/http-caching.ts';
import { routes } from '@solar/shared/contract/routes';

/** Sends a signed-in answer, remembering this browser for the account when the service issued a token. */
function signedIn<T extends { deviceToken?: string | undefined }>(request: FastifyRequest, reply: FastifyReply, result: T) {
  const { deviceToken, ...answer } = result;
  if (deviceToken) reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
  return okWith(answer);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Auth answers are personal: never stored by a shared cache.
  app.addHook('onRoute', storeNothing);

  app.post(routes.auth.register.path, { schema: { body: RegisterBodySchema, response: { 201: RegisterResponseSchema } } }, async (request, reply) => {
    const result = await auth.register(requestContext(request), request.body);
    return reply.code(201).send(okWith(result));
  });

  app.post(
    routes.auth.verifyOtp.path,
    { schema: { params: IdentifierParamsSchema, body: OtpBodySchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => signedIn(request, reply, await auth.verifySignup(requestContext(request), request.params.identifier, request.body.otp)),
  );

  app.post(routes.auth.requestOtp.path, { schema: { body: IdentifierBodySchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await auth.resendSignupCode(requestContext(request), request.body.identifier)),
  );

  app.post(routes.auth.login.path, { schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema } } }, async (request, reply) =>
    signedIn(request, reply, await auth.login(requestContext(request), request.body)),
  );

  app.post(routes.auth.logout.path, { onRequest: requireUser, schema: { response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await auth.logout(userContext(request))),
  );

  app.get(routes.auth.profile.path, { onRequest: requireUser, schema: { response: { 200: UserResponseSchema } } }, async (request) =>
    ok(await auth.getProfile(userContext(request))),
  );

  app.put(routes.auth.updateProfile.path, { onRequest: requireUser, schema: { body: UpdateProfileBodySchema, response: { 200: UserResponseSchema } } }, async (request) =>
    okWith(await auth.updateProfile(userContext(request), request.body)),
  );

  app.post(routes.auth.forgotPassword.path, { schema: { body: IdentifierBodySchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await auth.forgotPassword(requestContext(request), request.body.identifier)),
  );

  app.post(
    routes.auth.verifyForgotPassword.path,
    { schema: { params: IdentifierParamsSchema, body: OtpBodySchema, response: { 200: ResetTokenResponseSchema } } },
    async (request) => okWith(await auth.verifyForgotPassword(requestContext(request), request.params.identifier, request.body.otp)),
  );

  app.post(routes.auth.resetPassword.path, { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    ok(null, await auth.resetPassword(requestContext(request), request.body)),
  );
};
