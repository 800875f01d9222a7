import type { FastifyInstance } from 'fastify';
import { createCatalogueCaches } from '../products/products.service.ts';
import { collectNewMatches, collectPriceDrops, deliverDueAlerts, SEND_ALERT_ATTEMPTS } from './alerts.service.ts';
import * as repo from './alerts.repository.ts';

/** How often each process offers to run the alert round (one job per minute, whoever schedules it). */
const ROUND_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One alert round now: new matches, price drops, then what is due goes out (queued as `send-alert`
     * jobs). `force` sends what is pending whatever its schedule (the development trigger).
     */
    runAlertRound(options?: { force?: boolean }): Promise<{ matches: number; drops: number; messages: string[] }>;
  }
}

/**
 * The alert jobs (docs/decisions/023-saved-searches-and-alerts.md, on the runner of decision 021):
 * `alerts-round` every minute, and `send-alert`, one per message, retried with back-off; a message is
 * marked sent once its transport took it, failed when the last attempt failed. Answers the scheduler
 * the background poll calls.
 */
export function registerAlertJobs(app: FastifyInstance): () => Promise<void> {
  const caches = createCatalogueCaches(app.sharedState);
  app.decorate('runAlertRound', async (options: { force?: boolean } = {}) => {
    const db = app.database.db;
    const matches = await collectNewMatches(db, app.now(), caches);
    const drops = await collectPriceDrops(db, app.now(), caches);
    const messages = await deliverDueAlerts(db, app.jobs, app.now(), { publicUrl: app.config.publicUrl, secret: app.config.unsubscribeSecret, force: options.force });
    return { matches, drops, messages };
  });
  app.jobs.handle('alerts-round', async () => {
    const round = await app.runAlertRound();
    if (round.matches || round.drops || round.messages.length) app.log.info({ alerts: { matches: round.matches, drops: round.drops, messages: round.messages.length } }, 'alert round');
  });
  app.jobs.handle('send-alert', async (payload, job) => {
    const db = app.database.db;
    const message = await repo.findMessage(db, String(payload.messageId));
    if (!message || message.status === 'sent') return;
    try {
      await app.notifier.send({ to: message.to, channel: message.channel, subject: message.subject, text: message.text });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= SEND_ALERT_ATTEMPTS;
      await repo.markMessageFailed(db, message.id, text, last);
      throw error;
    }
    await repo.markMessageSent(db, message.id, app.now());
  });
  return async () => {
    await app.jobs.enqueue(app.database.db, 'alerts-round', {}, { dedupeKey: `alerts-round:${Math.floor(app.now().getTime() / ROUND_EVERY_MS)}`, maxAttempts: 1 });
  };
}

