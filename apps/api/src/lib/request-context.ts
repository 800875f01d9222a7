import type { FastifyRequest } from 'fastify';
import type { Language } from '@solar/shared/contract/common';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { currentUser, type SessionUser } from './session-user.ts';
import { readCookie } from './cookies.ts';
import type { ImageStore } from './image-store.ts';
import type { JobQueue } from './jobs.ts';
import type { Notifier } from './notifier.ts';
import type { SharedState } from './shared-state.ts';

/**
 * What a service may read about the request it serves, built in one place (docs/contributing.md, "The API's
 * request context, replies and directory kinds"). A service takes it first, or a `Pick<>` of the fields it reads.
 */
export interface RequestContext {
  db: Db;
  /** The clock every rule reads, once per request (tests move it instead of sleeping). */
  now: Date;
  /** The caller's language, read from `Accept-Language` only when something asks for it (decision 011). */
  readonly lang: Language;
  store: ImageStore;
  /** Rate-limit counters and cache news every process shares. */
  shared: SharedState;
  /** Background work: messages are queued, then tried at once. */
  jobs: JobQueue;
  config: AppConfig;
  notifier: Notifier;
  readonly ip: string;
  userAgent: string | undefined;
  /** The value of one cookie the browser sent. */
  cookie(name: string): string | undefined;
  /** The signed-in user, when a valid session came with the request. */
  user: SessionUser | null;
}

/** The context of a route that only a signed-in user reaches (behind `requireUser` or `requireAdmin`). */
export interface UserContext extends RequestContext {
  user: SessionUser;
  /** The signed-in user's id: the owner of what they change, the actor of what an admin changes. */
  userId: string;
}

/**
 * An anonymous GET of a public route (one its config lets any cache keep, `cache.public`) tolerates the
 * seconds of staleness a cache would add: it reads from a replica when there is one. Signed-in callers and
 * every write read the primary, so a seller sees their own change at once (docs/decisions/037-read-replicas-and-roles.md).
 */
function readsFromReplica(request: FastifyRequest): boolean {
  if (request.user || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const cache = (request.routeOptions.config as { cache?: { public?: number } } | undefined)?.cache;
  return Boolean(cache?.public);
}

/** The context of one request. */
export function requestContext(request: FastifyRequest): RequestContext {
  const app = request.server;
  return {
    db: readsFromReplica(request) ? app.database.readDb : app.database.db,
    now: app.now(),
    get lang() {
      return request.lang;
    },
    store: app.imageStore,
    shared: app.sharedState,
    jobs: app.jobs,
    config: app.config,
    notifier: app.notifier,
    // Read when a service asks: the address behind a proxy takes some work (lib/trust-proxy.ts).
    get ip() {
      return request.ip;
    },
    userAgent: request.headers['user-agent'],
    cookie: (name) => readCookie(request.headers.cookie, name),
    user: request.user,
  };
}

/** The context of a signed-in request; a 401 when nobody is signed in. */
export function userContext(request: FastifyRequest): UserContext {
  const user = currentUser(request);
  return Object.assign(requestContext(request), { user, userId: user.id });
}
