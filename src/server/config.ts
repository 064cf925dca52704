import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '../contracts/constants';
import { parseTrustProxy, trustsAnyProxy } from './http/proxy-trust';
import { type City, companyFacts, findCity } from '../saudi';

/** Development defaults: fine on a laptop, refused in production. */
export const DEV_ANON_KEY = 'ev-local-anon-key';
export const DEV_SERVICE_KEY = 'ev-local-service-key';

const keySchema = z.string().min(16, 'must be at least 16 characters');
const origins = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).or(z.literal('*'))));

/**
 * The site's own public origins (`https://events.example`), as the browser writes them: comma-
 * separated, each an origin and nothing more. Pages there call the functions without being in
 * ALLOWED_ORIGINS; behind a trusted proxy, only requests for these host names count as the site's.
 */
const siteOrigins = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const found: string[] = [];
    for (const entry of value.split(',').map((part) => part.trim().replace(/\/+$/, ''))) {
      if (!entry) continue;
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {}
      if (url && /^https?:$/.test(url.protocol) && url.origin === entry.toLowerCase()) found.push(url.origin);
      else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://events.example` });
    }
    return found;
  });

/** A company number as it will be shown: the contract's phone shape and length. */
const companyPhone = z
  .string()
  .trim()
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters`)
  .regex(PHONE_PATTERN, 'must be a phone number such as +966 11 234 5678');

/**
 * The cities the company serves, comma-separated, in any spelling the city table knows
 * ('Riyadh, Jeddah, العلا, NEOM'); a place it does not know is refused, so Layla never names a
 * city the planner cannot price.
 */
const companyCities = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const cities: City[] = [];
    for (const part of value.split(/[,،]/).map((name) => name.trim())) {
      if (!part) continue;
      const city = findCity(part);
      if (city) cities.push(city);
      else ctx.addIssue({ code: 'custom', message: `"${part}" is not a city we know (see src/saudi/cities.ts)` });
    }
    return cities;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    DATA_DIR: z.string().min(1).default('./data'),
    /** A folder of Layla's knowledge entries (JSON) over the defaults; read at start (docs/layla.md). */
    KNOWLEDGE_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EV_ANON_KEY: keySchema.optional(),
    EV_SERVICE_KEY: keySchema.optional(),
    ALLOWED_ORIGINS: origins,
    SITE_ORIGIN: siteOrigins,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    NOTIFY_EMAIL_TO: z.email().default('leads@localhost'),
    NOTIFY_EMAIL_FROM: z.email().default('website@localhost'),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().default('gpt-4o-mini'),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    IMAGE_BASE_URL: z.url().optional(),
    IMAGE_API_KEY: z.string().optional(),
    IMAGE_MODEL: z.string().default('gpt-image-1'),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    COMPANY_PHONE: companyPhone.optional(),
    COMPANY_WHATSAPP: companyPhone.optional(),
    COMPANY_EMAIL: z
      .string()
      .trim()
      .max(LIMITS.email)
      .regex(EMAIL_PATTERN, 'must be an email address such as hello@events.example')
      .optional(),
    COMPANY_CITIES: companyCities.optional(),
  })
  .superRefine((env, ctx) => {
    const keys = ['EV_ANON_KEY', 'EV_SERVICE_KEY'] as const;
    // A proxy in front means other machines reach the server, whatever HOST it listens on.
    const reachable = !isLoopback(env.HOST)
      ? `when HOST (${env.HOST}) is not loopback`
      : trustsAnyProxy(env.TRUST_PROXY)
        ? 'when TRUST_PROXY puts a proxy in front of the server'
        : undefined;
    if (reachable) {
      // The development keys are printed in the README: on a network they would open the leads.
      for (const key of keys) {
        if (!env[key] || env[key] === DEV_ANON_KEY || env[key] === DEV_SERVICE_KEY) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `must be set to a secret of your own ${reachable}; the published example keys are refused`,
          });
        }
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of keys) {
      const value = env[key];
      if (!value) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      else if (value.length < PRODUCTION_KEY_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be at least ${PRODUCTION_KEY_LENGTH} characters in production`,
        });
      } else if (new Set(value).size < PRODUCTION_KEY_DISTINCT) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must hold at least ${PRODUCTION_KEY_DISTINCT} different characters in production (generate it: openssl rand -base64 32)`,
        });
      }
    }
    if (env.EV_ANON_KEY && env.EV_ANON_KEY === env.EV_SERVICE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['EV_SERVICE_KEY'],
        message: 'must differ from EV_ANON_KEY in production (the anon key is public, in every page)',
      });
    }
  });

/** Production keys are at least this long: 24 random characters are well past guessing. */
export const PRODUCTION_KEY_LENGTH = 24;
/** …and hold this many different characters: 24 of one letter, or 'abcabc…', are not random. */
export const PRODUCTION_KEY_DISTINCT = 10;

/** Addresses only this machine can reach. */
function isLoopback(host: string): boolean {
  return ['localhost', '::1', '[::1]'].includes(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export type Config = ReturnType<typeof toConfig>;

/**
 * Reads the server's configuration from the environment.
 * @throws ConfigError listing every bad variable, one per line, so `npm start` fails readably.
 * @example loadConfig({ PORT: '0', DATA_DIR: '/tmp/ev' }).port // 0
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: z.output<typeof envSchema>) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    knowledgeDir: env.KNOWLEDGE_DIR,
    databaseUrl: env.DATABASE_URL,
    anonKey: env.EV_ANON_KEY ?? DEV_ANON_KEY,
    serviceKey: env.EV_SERVICE_KEY ?? DEV_SERVICE_KEY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    /** The site's own origins (SITE_ORIGIN); in production the only own origins there are. */
    siteOrigins: env.SITE_ORIGIN,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    smtpUrl: env.SMTP_URL,
    notifyTo: env.NOTIFY_EMAIL_TO,
    notifyFrom: env.NOTIFY_EMAIL_FROM,
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
      : undefined,
    image: env.IMAGE_BASE_URL
      ? {
          baseUrl: env.IMAGE_BASE_URL,
          apiKey: env.IMAGE_API_KEY,
          model: env.IMAGE_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    /** Leads, their transcripts and their emails are purged this many days after they came in. */
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    /** What Layla says about the company; a page's own contact details still win (natural-conversation). */
    company: companyFacts({
      phone: env.COMPANY_PHONE,
      whatsapp: env.COMPANY_WHATSAPP,
      email: env.COMPANY_EMAIL,
      cities: env.COMPANY_CITIES,
    }),
  };
}

/**
 * What the Node server (not an Edge Function, whose pages are always on another origin) also
 * needs in production: some page allowed to call the functions. The own origin is configured
 * there, never inferred from a request, so with neither SITE_ORIGIN nor ALLOWED_ORIGINS no page
 * could send a lead.
 * @throws ConfigError naming SITE_ORIGIN.
 */
export function checkSiteOrigins(config: Config): void {
  if (config.env !== 'production' || config.siteOrigins.length || config.allowedOrigins.length) return;
  throw new ConfigError(
    "Invalid configuration:\n  SITE_ORIGIN: is required in production (the site's own origin, such as https://events.example), unless ALLOWED_ORIGINS lists the pages that call the functions",
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
