// Reading an uploads zip without trusting it (issue 34 §1): the central directory is read and judged
// first (entry count, declared sizes, compression ratio, names, encryption), and an entry is inflated
// only when an image is asked for, never past the size its directory declared.

import { Inflate } from 'fflate';
import { ImportFileError } from './model';

/** More entries than an uploads folder plausibly holds (each size of each image counts): refused. */
export const MAX_ZIP_ENTRIES = 50_000;
/** The sum of the sizes the entries declare, uncompressed: refused above it, before inflating anything. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 2 * 1024 ** 3;
/** Images hardly compress: an entry that declares more than this ratio is a bomb, not a photo. */
export const MAX_ZIP_RATIO = 100;
// Small entries may compress well (a blank PNG, a text file) without any danger.
const RATIO_FLOOR_BYTES = 1024 * 1024;

export type ZipEntry = {
  /** The name with forward slashes. */
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const unsafe = (message: string) => new ImportFileError('unsafe_zip', message);

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= stop; at -= 1) if (zip.readUInt32LE(at) === EOCD) return at;
  throw new ImportFileError('malformed', 'The media file is not a zip archive.');
}

/** Why an entry's name could write or read outside the folder it is unpacked in; null when it is safe. */
function nameProblem(name: string): string | null {
  if (name.includes('\u0000')) return 'a NUL character';
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'an absolute path';
  if (name.split('/').includes('..')) return 'a ".." segment';
  return null;
}

/** The entries of a zip, judged from its central directory; throws ImportFileError for an unsafe archive. */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < 22) throw new ImportFileError('malformed', 'The media file is not a zip archive.');
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw unsafe('ZIP64 archives are not accepted.');
  if (count > MAX_ZIP_ENTRIES) throw unsafe(`The zip holds ${count} entries; the limit is ${MAX_ZIP_ENTRIES}.`);
  if (directoryOffset + directorySize > end) throw new ImportFileError('malformed', 'The zip directory lies outside the file.');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new ImportFileError('malformed', 'The zip directory is damaged.');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const raw = zip.subarray(at + 46, at + 46 + nameLength);
    const name = (flags & 0x800 ? raw.toString('utf8') : raw.toString('latin1')).replace(/\\/g, '/');
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x41) throw unsafe(`The zip entry ${name} is encrypted.`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw unsafe('ZIP64 entries are not accepted.');
    const problem = nameProblem(name);
    if (problem) throw unsafe(`The zip entry ${JSON.stringify(name)} has ${problem}.`);
    if (size > RATIO_FLOOR_BYTES && size > compressedSize * MAX_ZIP_RATIO) {
      throw unsafe(`The zip entry ${name} would grow ${Math.round(size / Math.max(1, compressedSize))} times when unpacked.`);
    }
    total += size;
    if (total > MAX_ZIP_UNCOMPRESSED_BYTES) throw unsafe(`The zip unpacks to more than ${MAX_ZIP_UNCOMPRESSED_BYTES} bytes.`);
    if (!name.endsWith('/')) entries.push({ name, method, compressedSize, size, localOffset });
  }
  return entries;
}

const CHUNK = 16 * 1024;

/**
 * The bytes of one entry, or null when it cannot be read (a method other than store and deflate,
 * damaged data, or more bytes than its directory declared: the inflating stops there).
 */
export function extractZipEntry(zip: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data.length === entry.size ? Buffer.from(data) : null;
  if (entry.method !== 8) return null;

  const chunks: Uint8Array[] = [];
  let produced = 0;
  let overflow = false;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > entry.size) overflow = true;
    else chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < data.length && !overflow; offset += CHUNK) {
      inflate.push(data.subarray(offset, offset + CHUNK), offset + CHUNK >= data.length);
    }
  } catch {
    return null;
  }
  if (overflow || produced !== entry.size) return null;
  return Buffer.concat(chunks);
}
