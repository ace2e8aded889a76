/** @jest-environment node */
import { AppError } from '@/lib/core/errors';
import { AwsV4Signer } from 'aws4fetch';
import { s3ObjectUrl } from '@/lib/storage/s3';
import { assertStorageKey } from '@/lib/storage/storage';
import { acceptImage, detectImageType, MAX_UPLOAD_BYTES } from '@/lib/uploads/detect';
import { acceptsAvif, pickVariant } from '@/lib/uploads/queries';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const samples = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'),
};

describe('detecting an image by its first bytes', () => {
  it.each(Object.entries(samples))('recognises %s', (type, sample) => {
    expect(detectImageType(sample)).toBe(type);
    expect(acceptImage(sample)).toBe(type);
  });

  it('recognises GIF87a and an AVIF image sequence (avis)', () => {
    expect(detectImageType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes([0, 0, 0, 0x18], 'ftypavis', [0, 0, 0, 0]))).toBe('image/avif');
  });

  it('goes by content only: a PNG named photo.jpg is still a PNG', () => {
    const file = new File([samples['image/png']], 'photo.jpg', { type: 'image/jpeg' });
    expect(file.name).toBe('photo.jpg');
    expect(detectImageType(samples['image/png'])).toBe('image/png');
  });

  it('refuses a text file, an HTML file named .png, a RIFF that is not WebP, other ISO files and empty bytes with 422', () => {
    for (const sample of [
      bytes('hello, this is plain text'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes([0, 0, 0, 0x18], 'ftypmp42'),
      bytes([0xff, 0xd8]),
      new Uint8Array(),
    ]) {
      expect(detectImageType(sample)).toBeNull();
      expect(() => acceptImage(sample)).toThrow(expect.objectContaining({ messageKey: 'Uploads.unsupportedType', status: 422 }));
    }
  });

  it('refuses more than 10 MB with 413, and accepts exactly 10 MB', () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(samples['image/png']);
    let thrown: unknown;
    try {
      acceptImage(big);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ messageKey: 'Uploads.tooLarge', status: 413, options: { values: { max: 10 } } });
    expect(acceptImage(big.subarray(0, MAX_UPLOAD_BYTES))).toBe('image/png');
  });
});

describe('choosing the variant to serve', () => {
  const variants = { '480': 'a-480', '960': 'a-960', '1600': 'a-1600' };
  it('takes the narrowest variant at least as wide as asked, or the widest', () => {
    expect(pickVariant(variants, 300)).toBe('a-480');
    expect(pickVariant(variants, 960)).toBe('a-960');
    expect(pickVariant(variants, 961)).toBe('a-1600');
    expect(pickVariant(variants, 5000)).toBe('a-1600');
    expect(pickVariant(variants, null)).toBe('a-1600');
    expect(pickVariant({}, 480)).toBeNull();
    // AVIF entries never count as WebP widths.
    expect(pickVariant({ ...variants, 'avif:480': 'a-480.avif', 'avif:2000': 'b' }, 2000)).toBe('a-1600');
  });
});

describe('storage keys', () => {
  it('accepts the app’s keys and refuses traversal and absolute paths', () => {
    expect(() => assertStorageKey('images/0123abcd-480.webp')).not.toThrow();
    for (const key of ['../etc/passwd', 'images/../../x', '/etc/passwd', 'images//x', 'images\\x', 'a/./b', '', 'Images/X']) {
      expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
    }
  });
});

describe('S3 addressing', () => {
  const base = { endpoint: 'https://s3.example.com:9000/prefix/', bucket: 'site-images' };
  it('path style (S3_FORCE_PATH_STYLE=true, the default): the bucket is the first path segment', () => {
    const config = { ...base, forcePathStyle: true };
    expect(s3ObjectUrl(config, 'images/abc-480.webp').href).toBe('https://s3.example.com:9000/prefix/site-images/images/abc-480.webp');
    expect(s3ObjectUrl(config).href).toBe('https://s3.example.com:9000/prefix/site-images');
  });
  it('virtual-hosted style: the bucket is a subdomain of the endpoint', () => {
    const config = { ...base, endpoint: 'https://s3.us-east-1.amazonaws.com', forcePathStyle: false };
    expect(s3ObjectUrl(config, 'images/abc-480.webp').href).toBe('https://site-images.s3.us-east-1.amazonaws.com/images/abc-480.webp');
    expect(s3ObjectUrl(config).href).toBe('https://site-images.s3.us-east-1.amazonaws.com/');
  });
});

describe('S3 request signing (aws4fetch, SigV4)', () => {
  it('matches the GET Object example of the AWS documentation', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      // The example signs Range, which aws4fetch leaves out by default.
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('acceptsAvif', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', true],
    ['image/webp, image/avif;q=0.9', true],
    ['image/avif', true],
    ['image/webp,*/*', false],
    ['image/avif;q=0, image/webp', false],
    ['image/avifx', false],
    ['*/*', false],
    ['', false],
  ])('%s → %s', (accept, expected) => {
    expect(acceptsAvif(accept)).toBe(expected);
  });
  it('is false without a header', () => expect(acceptsAvif(null)).toBe(false));
});
