/**
 * What the app, the handlers and the outbox log through: the part of pino they use. Node passes
 * pino (logger.ts); the Edge Functions pass console JSON lines (edge/console-logger.ts).
 */
export interface AppLogger {
  isLevelEnabled(level: string): boolean;
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
