import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { assertStorageKey, type Storage } from './storage';

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for one S3 request (no query string): returns the headers to send,
 * Authorization included. `headers` are extra headers to sign (content-type, range …).
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  payloadHash: string;
  date: Date;
  headers?: Record<string, string>;
}): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = v.trim();
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    input.method,
    input.url.pathname.split('/').map((p) => encode(decodeURIComponent(p))).join('/'),
    '',
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** Any S3-compatible store (AWS, MinIO, R2 …), path-style addressing, signed with SigV4 over fetch. */
export class S3Storage implements Storage {
  constructor(private readonly config: S3Config) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    assertStorageKey(key);
    const url = new URL(`${this.config.endpoint.replace(/\/+$/, '')}/${encode(this.config.bucket)}/${key}`);
    const headers = signS3Request({
      method,
      url,
      region: this.config.region,
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      payloadHash: sha256(body ?? ''),
      date: new Date(),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    delete headers.host; // fetch sets it
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status} ${await res.text()}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status} ${await res.text()}`);
  }
}
