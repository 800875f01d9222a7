import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema, IdentifierBodySchema, IdentifierParamsSchema, LoginBodySchema, MessageResponseSchema, OtpBodySchema,
  ResetPasswordBodySchema, ResetTokenResponseSchema, UpdateProfileBodySchema, UserResponseSchema,
} from '@solar/shared/contract/auth';
import { RegisterBodySchema, RegisterResponseSchema } from '@solar/shared/contract/auth-signup';
import { currentUser, requireUser } from '../../plugins/authenticate.ts';
import * as auth from './auth.service.ts';
import { readCookie } from '../../lib/cookies.ts';
import { DEVICE_COOKIE, deviceCookie } from './device-token.ts';
import { storeNothing } from '../../plugins/http-caching.ts';

const ok = 'success' as const;

function context(app: FastifyInstance, request: FastifyRequest): auth.AuthContext {
  return {
    db: app.database.db,
    shared: app.sharedState,
    jobs: app.jobs,
    config: app.config,
    notifier: app.notifier,
    store: app.imageStore,
    now: app.now(),
    lang: request.lang,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    deviceToken: readCookie(request.headers.cookie, DEVICE_COOKIE),
  };
}

/** Sends a signed-in answer, remembering this browser for the account when the service issued a token. */
function signedIn<T extends { deviceToken?: string | undefined }>(request: FastifyRequest, reply: FastifyReply, result: T) {
  const { deviceToken, ...answer } = result;
  if (deviceToken) reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
  return { status: ok, ...answer };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Auth answers are personal: never stored by a shared cache.
  app.addHook('onRoute', storeNothing);

  app.post('/register', { schema: { body: RegisterBodySchema, response: { 201: RegisterResponseSchema } } }, async (request, reply) => {
    const result = await auth.register(context(app, request), request.body);
    return reply.code(201).send({ status: ok, ...result });
  });

  app.post(
    '/verify-otp/:identifier',
    { schema: { params: IdentifierParamsSchema, body: OtpBodySchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => signedIn(request, reply, await auth.verifySignup(context(app, request), request.params.identifier, request.body.otp)),
  );

  app.post('/request-otp', { schema: { body: IdentifierBodySchema, response: { 200: MessageResponseSchema } } }, async (request) => ({
    status: ok,
    data: null,
    ...(await auth.resendSignupCode(context(app, request), request.body.identifier)),
  }));

  app.post('/login', { schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema } } }, async (request, reply) =>
    signedIn(request, reply, await auth.login(context(app, request), request.body)),
  );

  app.post('/logout', { onRequest: requireUser, schema: { response: { 200: MessageResponseSchema } } }, async (request) => ({
    status: ok,
    data: null,
    ...(await auth.logout(context(app, request), currentUser(request).sessionId)),
  }));

  app.get('/profile', { onRequest: requireUser, schema: { response: { 200: UserResponseSchema } } }, async (request) => ({
    status: ok,
    data: await auth.getProfile(context(app, request), currentUser(request).id),
  }));

  app.put('/update-profile', { onRequest: requireUser, schema: { body: UpdateProfileBodySchema, response: { 200: UserResponseSchema } } }, async (request) => ({
    status: ok,
    ...(await auth.updateProfile(context(app, request), currentUser(request).id, request.body)),
  }));

  app.post('/forgot-password', { schema: { body: IdentifierBodySchema, response: { 200: MessageResponseSchema } } }, async (request) => ({
    status: ok,
    data: null,
    ...(await auth.forgotPassword(context(app, request), request.body.identifier)),
  }));

  app.post(
    '/verify-forgot-password/:identifier',
    { schema: { params: IdentifierParamsSchema, body: OtpBodySchema, response: { 200: ResetTokenResponseSchema } } },
    async (request) => ({ status: ok, ...(await auth.verifyForgotPassword(context(app, request), request.params.identifier, request.body.otp)) }),
  );

  app.post('/reset-password', { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } }, async (request) => ({
    status: ok,
    data: null,
    ...(await auth.resetPassword(context(app, request), request.body)),
  }));
};
