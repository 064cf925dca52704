/** The server as `npm start` runs it, plus the bare reference route; started by scripts/bench.ts. */
import { loadConfig } from '../src/server/config';
import { siteFolders } from '../src/server/project-root';
import { startServer } from '../src/server/server';

const server = await startServer(loadConfig(), { ...siteFolders(import.meta.url), benchReference: true });
process.stdout.write(`READY ${server.url}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
