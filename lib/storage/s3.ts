import 'server-only';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type Storage } from './storage';

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * true: `https://endpoint/bucket/key` (MinIO, Ceph, s3rver, most self-hosted stores); false:
   * virtual-hosted style, `https://bucket.endpoint/key` (AWS's default, required by some providers).
   */
  forcePathStyle: boolean;
}

/** A request to the store gives up after this long (retries included); the readiness check sooner. */
const REQUEST_TIMEOUT_MS = 30_000;
const CHECK_TIMEOUT_MS = 5_000;
/** Retries of a 5xx or 429 answer, with exponential backoff (aws4fetch's AwsClient does them). */
const RETRIES = 2;

/**
 * The URL of the bucket (no key) or of one of its objects, in path style or virtual-hosted style.
 * Keys are the app's own (assertStorageKey: `[a-z0-9/_.-]`), so they need no escaping.
 */
export function s3ObjectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key?: string): URL {
  const url = new URL(config.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) {
    url.pathname = `${base}/${encodeURIComponent(config.bucket)}${key === undefined ? '' : `/${key}`}`;
  } else {
    url.hostname = `${config.bucket}.${url.hostname}`;
    url.pathname = `${base}/${key ?? ''}`;
  }
  return url;
}

/** The S3 error code of an XML error body (`<Code>NoSuchBucket</Code>`), for messages; never the whole body. */
async function errorCode(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? res.statusText;
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, Ceph …). Requests are signed with AWS Signature V4 by
 * aws4fetch (a small, maintained signer over the platform's fetch and Web Crypto); addressing is
 * path-style or virtual-hosted (S3_FORCE_PATH_STYLE).
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: RETRIES,
    });
  }

  private send(method: 'PUT' | 'GET' | 'DELETE' | 'HEAD', url: URL, init: { body?: Uint8Array; contentType?: string; timeoutMs?: number } = {}) {
    const headers: Record<string, string> = {};
    if (init.contentType) headers['content-type'] = init.contentType;
    // Sign the payload's hash, so the store refuses a body changed on the way.
    if (init.body) headers['x-amz-content-sha256'] = createHash('sha256').update(init.body).digest('hex');
    return this.client.fetch(url, {
      method,
      headers,
      body: init.body ? new Uint8Array(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  }

  private objectUrl(key: string): URL {
    assertStorageKey(key);
    return s3ObjectUrl(this.config, key);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', this.objectUrl(key), { body: bytes, contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await errorCode(res)}`);
    await res.body?.cancel();
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', this.objectUrl(key));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status} ${await errorCode(res)}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', this.objectUrl(key));
    // S3 answers 204 for a missing key too; some compatible stores answer 404.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status} ${await errorCode(res)}`);
    await res.body?.cancel();
  }

  /** HEAD on the bucket: throws when the store cannot be reached, the bucket is missing or the keys are refused. */
  async check(): Promise<void> {
    let res: Response;
    try {
      res = await this.send('HEAD', s3ObjectUrl(this.config), { timeoutMs: CHECK_TIMEOUT_MS });
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw new Error(`S3 bucket ${this.config.bucket} is unreachable: ${cause}`, { cause: error });
    }
    await res.body?.cancel();
    if (!res.ok) {
      const reason = res.status === 404 ? 'no such bucket' : res.status === 403 ? 'access denied' : res.statusText;
      throw new Error(`S3 bucket ${this.config.bucket} answered ${res.status} (${reason})`);
    }
  }
}
