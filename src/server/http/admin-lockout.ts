/** Wrong service keys from one address within ADMIN_FAILURE_WINDOW_MS that lock it out… */
export const ADMIN_FAILURE_LIMIT = 10;
export const ADMIN_FAILURE_WINDOW_MS = 10 * 60_000;
/** …for this long: every staff request from it is refused, the right key included. */
export const ADMIN_LOCKOUT_MS = 5 * 60_000;

interface Record_ {
  failures: number;
  since: number;
  lockedUntil: number;
}

/**
 * Wrong service keys counted per client address, in this process: the tenth within ten minutes
 * locks that address out of the staff routes for five minutes. A right key clears the count.
 * At most `maxAddresses` are remembered, the oldest forgotten first.
 * @example const lockout = adminLockout(); lockout.fail('203.0.113.9', Date.now()).locked // false, nine more to go
 */
export function adminLockout(maxAddresses = 10_000) {
  const records = new Map<string, Record_>();
  return {
    /** The seconds `address` is still locked out for, or 0. */
    lockedFor(address: string, now: number): number {
      const record = records.get(address);
      return record && record.lockedUntil > now ? Math.ceil((record.lockedUntil - now) / 1000) : 0;
    },
    /** Counts a wrong key; says how many in the window, and whether this one locked the address out. */
    fail(address: string, now: number): { failures: number; locked: boolean } {
      let record = records.get(address);
      if (!record || now - record.since > ADMIN_FAILURE_WINDOW_MS) {
        if (!record && records.size >= maxAddresses) records.delete(records.keys().next().value as string);
        record = { failures: 0, since: now, lockedUntil: 0 };
        records.set(address, record);
      }
      record.failures += 1;
      const locked = record.failures >= ADMIN_FAILURE_LIMIT;
      if (locked) record.lockedUntil = now + ADMIN_LOCKOUT_MS;
      return { failures: record.failures, locked };
    },
    succeed(address: string): void {
      records.delete(address);
    },
  };
}
