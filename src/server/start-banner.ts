import { resolve } from 'node:path';
import type { Config } from './config';
import { describeAllowedOrigins } from './http/cors';

/**
 * What `npm start` prints once it listens, before any log line: where to go first and what the
 * server runs on. One row per fact, so a new fact is one more row.
 * @example process.stdout.write(startBanner(config, 'http://localhost:8787'));
 */
export function startBanner(config: Config, url: string): string {
  const rows: [label: string, value: string][] = [
    ['Try first', `${url}/ (the company's site), then ${url}/embed.html (the widgets on a partner's page)`],
    ['Functions', `POST ${url}/functions/v1/<name>`],
    ['Anon key', config.anonKey],
    ['Origins', describeAllowedOrigins(config)],
    // DATA_DIR is read from the working directory: the banner says where that put it.
    ['Store', config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(config.dataDir)}`],
    [
      'Outbox',
      config.smtpUrl ? 'sent through SMTP_URL' : `.eml files in ${resolve(config.dataDir, 'outbox')} (no SMTP_URL)`,
    ],
    ['Log', `JSON lines at ${config.logLevel} and above; static files are logged at debug (LOG_LEVEL)`],
  ];
  const lines = [
    `Event widgets are running at ${url}/`,
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(10)} ${value}`),
  ];
  return `\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`;
}
