import { ConfigError, loadConfig } from './config';
import { KnowledgeError } from './knowledge/load-knowledge';
import { startServer } from './server';
import { startBanner } from './start-banner';

/** What `npm start` runs: the functions, the demo site and the built widgets on one port. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config, {
    demoDir: 'demo',
    distDir: 'dist',
    onListening: (url) => process.stdout.write(startBanner(config, url)),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.deps.logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof KnowledgeError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
