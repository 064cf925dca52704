import { createScratchDatabase } from './postgres';

/**
 * The stores the store and personal-data tests run on: PGlite always, PostgreSQL when DATABASE_URL
 * is set (a scratch database per file). `env` is what the server needs to use it.
 */
export const storeBackends: {
  name: string;
  open(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}[] = [{ name: 'PGlite', open: async () => ({ env: {}, drop: async () => {} }) }];

if (process.env.DATABASE_URL) {
  storeBackends.push({
    name: 'PostgreSQL',
    async open() {
      const scratch = await createScratchDatabase();
      if (!scratch) throw new Error('DATABASE_URL vanished');
      return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
    },
  });
}
