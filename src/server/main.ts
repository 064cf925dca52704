import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, checkSiteOrigins, loadConfig } from './config';
import { KnowledgeError } from './knowledge/load-knowledge';
import { siteFolders, WIDGETS_ENTRY } from './project-root';
import { startServer } from './server';
import { startBanner } from './start-banner';

/**
 * What `npm start` and production run: the functions, the demo site and the built widgets on one
 * port. The demo and dist folders are the project's own, wherever the process was started from;
 * production refuses to start without the built widgets.
 */
async function main() {
  const config = loadConfig();
  checkSiteOrigins(config);
  const { demoDir, distDir } = siteFolders(import.meta.url);
  if (!existsSync(join(distDir, WIDGETS_ENTRY))) {
    const missing = `${join(distDir, WIDGETS_ENTRY)} is missing: build the widgets with npm run build:all`;
    if (config.env === 'production') throw new ConfigError(`The site cannot start: ${missing}`);
    process.stderr.write(`Warning: ${missing}; /dist/ answers 404 until then.\n`);
  }
  const server = await startServer(config, {
    demoDir,
    distDir,
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
