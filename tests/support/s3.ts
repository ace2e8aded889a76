import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { resetEnvCache } from '@/lib/env';

/**
 * A real S3-compatible server for one test file: s3rver (npm) in this process, on 127.0.0.1 at a free
 * port, storing into its own temporary folder, with one bucket created through the S3 API. It checks
 * SigV4 signatures against its fixed credentials (S3RVER / S3RVER).
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Points lib/env's S3_* variables at this server (path style); answers a function that puts the previous ones back. */
  useInEnv(): () => void;
  /** The keys in the bucket, sorted (a signed ListObjects, not through the app). */
  objectKeys(): Promise<string[]>;
  /** An object's bytes straight from the server, or null (404). */
  rawGet(key: string): Promise<Uint8Array | null>;
  stop(): Promise<void>;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

export async function startS3rver(bucket = 'vitrine-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vitrine-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region: 'us-east-1', retries: 0 });

  const created = await client.fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
  if (!created.ok) throw new Error(`could not create the test bucket: ${created.status} ${await created.text()}`);

  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    useInEnv() {
      const saved = Object.fromEntries(S3_VARIABLES.map((k) => [k, process.env[k]]));
      Object.assign(process.env, {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: 'true',
      });
      resetEnvCache();
      return () => {
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
        resetEnvCache();
      };
    },
    async objectKeys() {
      const res = await client.fetch(`${endpoint}/${bucket}`);
      if (!res.ok) throw new Error(`ListObjects failed: ${res.status}`);
      const xml = await res.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
    },
    async rawGet(key: string) {
      const res = await client.fetch(`${endpoint}/${bucket}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`GetObject failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
