/** Settings come from the environment; each has a default that works on a laptop. */
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built SPA lives; the server serves it with history fallback. */
  WEB_DIST: z.string().optional(),
  /** Folder of demo merchants loaded on first start (each `<folder>/merchant.json`). */
  MERCHANTS_DIR: z.string().optional(),
  NODE_ENV: z.string().default('development'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDist: string;
  merchantsDir: string;
  production: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (DATABASE_URL= turns PostgreSQL off).
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    merchantsDir: path.resolve(e.MERCHANTS_DIR ?? path.join(REPO_ROOT, 'merchants')),
    production: e.NODE_ENV === 'production',
  };
}
