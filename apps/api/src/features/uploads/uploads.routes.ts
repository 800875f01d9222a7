import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadResponseSchema } from '@solar/shared/contract/auth';
import { LIMITS } from '@solar/shared/reference/limits';
import { AppError } from '../../lib/app-error.ts';
import { inspectImage, processImage } from '../../lib/images.ts';
import { translate } from '../../lib/messages.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/authenticate.ts';
import { userContext } from '../../lib/request-context.ts';
import { ok } from '../../lib/reply.ts';
import { storeUpload, storeWaitingUpload } from './uploads.service.ts';
import { routes } from '@solar/shared/contract/routes';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One file of at most 5 MB and nothing else; the body limit must leave room for the multipart framing.
    limits: { fileSize: LIMITS.maxImageBytes, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });

  app.post(
    routes.uploads.image.path,
    {
      onRequest: requireUser,
      bodyLimit: LIMITS.maxImageBytes + 64 * 1024,
      schema: {
        description: 'Signed in: 401 otherwise. The body is multipart/form-data with one part named `file`: a picture of at most 5 MB, stored as WebP variants.',
        response: { 201: UploadResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = userContext(request);
      await enforceRateLimits(ctx.shared, ctx.now, [{ key: `upload:user:${ctx.userId}`, limit: 60, windowSeconds: 3600 }]);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
      let file;
      try {
        file = await request.file();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT' || (error as { code?: string }).code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 400);
        throw error;
      }
      if (!file || file.fieldname !== 'file') throw new AppError('FILE_REQUIRED', 400, { file: translate(ctx.lang, 'FILE_REQUIRED') });
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', 413, { file: translate(ctx.lang, 'IMAGE_TOO_LARGE') });
        throw error;
      });
      const refused = (error: unknown): never => {
        if (error instanceof AppError) throw new AppError(error.code, error.statusCode, { file: translate(ctx.lang, error.code) });
        throw error;
      };
      // A web-only process checks and answers; the worker makes the widths (docs/decisions/037-read-replicas-and-roles.md).
      const { id, key, width, height } =
        ctx.config.role === 'web'
          ? await inspectImage(bytes).then(async (inspected) => ({ ...inspected, ...(await storeWaitingUpload(ctx, inspected, bytes)) }), refused)
          : await processImage(bytes).then(async (processed) => ({ ...processed, ...(await storeUpload(ctx, processed)) }), refused);
      const data = { fileUrl: ctx.store.url(key, 640), _id: id, width, height };
      return reply.code(201).send(ok(data, { message: translate(ctx.lang, 'auth:messages.imageUploaded') }));
    },
  );
};
