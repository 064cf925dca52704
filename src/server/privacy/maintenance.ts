import type { AppLogger } from '../app-logger';
import type { Store } from '../store/create-store';
import type { MaintenanceReport } from '../store/retention';

/** How often a server tries a pass: the purge itself runs on the first pass of each UTC day. */
export const MAINTENANCE_INTERVAL_MS = 3_600_000;

export interface MaintenanceOptions {
  store: Store;
  retentionDays: number;
  logger: AppLogger;
  now: () => Date;
  /** Deletes the mail transport's copies of purged outbox messages (.eml files on Node). */
  forget?: (outboxIds: readonly string[]) => Promise<void>;
}

/**
 * Runs the store's personal-data maintenance (store/retention.ts) one pass at a time and logs
 * what it did by counts and ids only. The Node server runs it at start and hourly
 * (startMaintenance); an Edge Function after requests, at most hourly per isolate (`runIfDue`).
 * A failed pass is logged and tried again on the next one.
 * @example const maintenance = createMaintenance({ store, retentionDays: 365, logger, now: () => new Date() });
 */
export function createMaintenance(options: MaintenanceOptions) {
  const { store, logger } = options;
  let running: Promise<MaintenanceReport | null> | null = null;
  let lastStarted = Number.NEGATIVE_INFINITY;

  async function pass(): Promise<MaintenanceReport | null> {
    try {
      const report = await store.maintain({ now: options.now(), retentionDays: options.retentionDays });
      if (report) await record(report);
      return report;
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'personal-data maintenance failed');
      return null;
    }
  }

  async function record(report: MaintenanceReport) {
    if (report.purged) {
      const { leadIds, outboxIds } = report.purged;
      logger.info(
        { retentionDays: options.retentionDays, leads: leadIds.length, outbox: outboxIds.length, leadIds, outboxIds },
        'retention purge',
      );
      if (outboxIds.length > 0) await options.forget?.(outboxIds);
    }
    if (report.minimised > 0) logger.info({ leads: report.minimised }, 'request details minimised');
  }

  const run = (): Promise<MaintenanceReport | null> => {
    lastStarted = options.now().getTime();
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    run,
    /** Runs a pass unless one started here within the interval; resolves at once when not due. */
    runIfDue: (): Promise<MaintenanceReport | null> =>
      options.now().getTime() - lastStarted >= MAINTENANCE_INTERVAL_MS ? run() : Promise.resolve(null),
    /** Resolves when no pass is running. */
    settled: async (): Promise<void> => {
      await running;
    },
  };
}
export type Maintenance = ReturnType<typeof createMaintenance>;

/**
 * The Node server's schedule: a pass at start (not awaited: the server listens meanwhile) and
 * one every MAINTENANCE_INTERVAL_MS.
 * @example const schedule = startMaintenance(maintenance); await schedule.stop();
 */
export function startMaintenance(maintenance: Maintenance, intervalMs = MAINTENANCE_INTERVAL_MS) {
  const timer = setInterval(() => void maintenance.run(), intervalMs);
  timer.unref();
  const first = maintenance.run();
  return {
    /** The pass started with the server. */
    first,
    async stop(): Promise<void> {
      clearInterval(timer);
      await maintenance.settled();
    },
  };
}
