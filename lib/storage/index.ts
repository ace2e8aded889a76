import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** S3-compatible storage when the S3_* variables are set (lib/env requires them together); local disk otherwise. */
export function getStorage(): Storage {
  const config = env();
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
  }
  return new LocalStorage(path.resolve(config.DATA_DIR, 'uploads'));
}
