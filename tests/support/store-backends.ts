import { createScratchDatabase } from '../../support/postgres';

/**
 * The stores the personal-data tests run on: PGlite always, PostgreSQL when DATABASE_URL is set
 * (a scratch database per file). `env` is what the server needs to use it.
 */
export const privacyBackends: {
  name: string;
  open(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}[] = [{ name: 'PGlite', open: async () => ({ env: {}, drop: async () => {} }) }];

if (process.env.DATABASE_URL) {
  privacyBackends.push({
    name: 'PostgreSQL',
    async open() {
      const scratch = await createScratchDatabase();
      if (!scratch) throw new Error('DATABASE_URL vanished');
      return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
    },
  });
}
