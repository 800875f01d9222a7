import { desc, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PagingQuerySchema, pageEnvelope } from '@solar/shared/contract/common';
import { users } from '../../db/schema/users.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';

const AdminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  isSuspended: z.boolean(),
  createdAt: z.string(),
});

/** Every route of this scope passes the one admin guard first: 401 signed out, 403 not an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/users',
    { schema: { querystring: PagingQuerySchema.extend({ q: z.string().trim().max(100).optional() }), response: { 200: pageEnvelope(AdminUserSchema) } } },
    async (request) => {
      const { page, limit, q } = request.query;
      const pattern = q ? `%${q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined;
      const [rows, [count]] = await Promise.all([
        app.database.db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset((page - 1) * limit),
        app.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      const total = Number(count?.n ?? 0);
      return {
        status: 'success' as const,
        data: rows.map((u) => ({ _id: u.id, name: u.name, phone: u.phone, email: u.email, role: u.role, isVerified: u.isVerified, isSuspended: u.isSuspended, createdAt: u.createdAt.toISOString() })),
        total,
        currentPage: page,
        totalPages: Math.ceil(total / limit),
      };
    },
  );
};
