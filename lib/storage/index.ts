import 'server-only';
import path from 'node:path';
import { env, type Env } from '@/lib/env';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage } from './storage';

let current: { config: Env; storage: Storage } | undefined;

/**
 * S3-compatible storage when the S3_* variables are set (lib/env requires them together); local disk
 * otherwise. One instance per parsed environment (a test that resets the environment gets a new one).
 */
export function getStorage(): Storage {
  const config = env();
  if (current?.config === config) return current.storage;
  let storage: Storage;
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    storage = new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  } else {
    storage = new LocalStorage(path.resolve(config.DATA_DIR, 'uploads'));
  }
  current = { config, storage };
  return storage;
}
