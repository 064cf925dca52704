import { ConfigError, loadConfig } from './config';
import { KnowledgeError } from './knowledge/load-knowledge';
import { describeAllowedOrigins } from './http/cors';
import { startServer } from './server';

/** What `npm start` runs: the functions, the demo site and the built widgets on one port. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config, { demoDir: 'demo', distDir: 'dist' });
  process.stdout.write(
    `${[
      '',
      `  Event widgets are running at ${server.url}/`,
      `  Functions: POST ${server.url}/functions/v1/<name>`,
      `  Anon key:  ${config.anonKey}`,
      `  Origins:   ${describeAllowedOrigins(config.allowedOrigins)}`,
      `  Store:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
      `  Mail:      ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${config.dataDir}/outbox`}`,
      '',
    ].join('\n')}\n`,
  );
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
