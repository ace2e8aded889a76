import { z } from 'zod';

// Parsed once at start; a missing or malformed variable stops the server with a message naming it.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/**
 * NEWSLETTER_DIGEST_AT: when the server sends the weekly digest, a weekday and a time of day in the
 * site's time zone, e.g. "monday 09:00" (the default), or "off" for sites that run
 * `npm run newsletter:send-weekly` from cron instead (lib/newsletter/digest-schedule.ts computes the instant).
 */
export interface DigestSchedule {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

const DEFAULT_DIGEST_AT = 'monday 09:00';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * "monday 09:00", "mon 9:00", "Sunday 18:30" → the schedule; "off" → null (no digest from the
 * server); anything else → undefined (refused below, naming the variable).
 */
export function parseDigestAt(text: string): DigestSchedule | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off') return null;
  const match = /^([a-z]+)\s+(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, day, hh, mm] = match;
  const index = day.length >= 3 ? WEEKDAYS.findIndex((name) => name.startsWith(day)) : -1;
  const hour = Number(hh);
  const minute = Number(mm);
  if (index < 0 || hour > 23 || minute > 59) return undefined;
  return { weekday: index + 1, hour, minute };
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: positiveInt.default(3000),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    ADMIN_EMAIL: z.string().email().default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    // The public address (links, canonical URLs, emails). Default below, after the rules: required in
    // production on PostgreSQL, where a wrong default would put localhost into every email.
    SITE_URL: z.string().url().optional(),
    SITE_TIME_ZONE: z.string().min(1).default('America/Sao_Paulo'),
    REDIS_URL: z.string().url().optional(),
    // A CDN's purge endpoint: POSTed the expired cache tags, signed (lib/cache/cdn-purge.ts); unset: none.
    CDN_PURGE_URL: z.string().url().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    STAFF_DEVICE_VERIFICATION: bool.default(false),
    TRUST_PROXY: bool.default(false),
    // Webhooks may reach loopback, link-local and private addresses (and plain http there): tests, an intranet.
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(30),
    // Contact and newsletter posts from one address per 10 minutes before they are kept as spam.
    PUBLIC_FORM_MAX_PER_ADDRESS: positiveInt.default(5),
    LOGIN_WINDOW_MINUTES: positiveInt.default(15),
    // Newsletter signups stay 'pending' until the emailed link is followed (false: active at once).
    NEWSLETTER_DOUBLE_OPT_IN: bool.default(true),
    // When the server sends the weekly digest: weekday and time in SITE_TIME_ZONE ("monday 09:00"), or
    // "off" when `npm run newsletter:send-weekly` runs from cron instead (parseDigestAt above).
    NEWSLETTER_DIGEST_AT: z
      .string()
      .default(DEFAULT_DIGEST_AT)
      .transform((text, ctx): DigestSchedule | null => {
        const schedule = parseDigestAt(text);
        if (schedule !== undefined) return schedule;
        ctx.addIssue({ code: 'custom', message: 'expected a weekday and a time, e.g. "monday 09:00", or "off"' });
        return z.NEVER;
      }),
    // Where a new contact message is announced by email; unset: no notification (the inbox still shows it).
    CONTACT_NOTIFY_EMAIL: z.string().email().optional(),
    // The contact page's information block.
    CONTACT_EMAIL: z.string().email().default('contato@example.com'),
    CONTACT_PHONE: z.string().min(1).default('+55 11 4000-0000'),
    CONTACT_ADDRESS: z.string().min(1).default('Av. Paulista, 1000 - São Paulo, SP, Brasil'),
    // The customer portal of the systems product: the "Portal" button of the /rc-sistemI landing page.
    PORTAL_URL: z.string().url().default('https://portal.example.com'),
    // Largest image accepted for upload, in pixels (width × height, read from the header before
    // decoding): 40 MP decodes to about 160 MB. A 1.5 KB AVIF may declare 7000 × 7000.
    UPLOAD_MAX_PIXELS: positiveInt.default(40_000_000),
    // S3-compatible object storage for uploads; unset: local disk under DATA_DIR/uploads.
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    // Path-style S3 URLs (endpoint/bucket/key); false: virtual-hosted style (bucket.endpoint/key).
    S3_FORCE_PATH_STYLE: bool.default(true),
  })
  .superRefine((env, ctx) => {
    // Several instances on one PostgreSQL must share the secret, so it cannot be generated per instance.
    if (env.DATABASE_URL && !env.AUTH_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required when DATABASE_URL is set' });
    }
    if (env.DATABASE_URL && !env.SITE_URL && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'SITE_URL is required when DATABASE_URL is set (the public address, e.g. https://www.example.com)',
      });
    }
    // The codes go by email: with no mail server every staff member would be locked out of the back office.
    if (env.STAFF_DEVICE_VERIFICATION && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['STAFF_DEVICE_VERIFICATION'], message: 'STAFF_DEVICE_VERIFICATION=true needs SMTP_URL (the verification codes are emailed)' });
    }
    // Half an S3 configuration would silently fall back to the local disk of one instance.
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3.some((k) => env[k])) {
      for (const k of s3) if (!env[k]) ctx.addIssue({ code: 'custom', path: [k], message: `${k} is required when any of ${s3.join(', ')} is set` });
    }
  })
  // The embedded default: the production server warns when it is reached under another host (server/server.mjs).
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? DEFAULT_SITE_URL }));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache(): void {
  cached = undefined;
}
