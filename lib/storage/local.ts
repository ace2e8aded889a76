import 'server-only';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type Storage } from './storage';

/** Objects as files under one root folder (`${DATA_DIR}/uploads`). */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    // Belt and braces: the key check already refuses traversal.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The uploads folder exists (created on a fresh install, as the first upload would) and this process may read and write it. */
  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new Error(`Uploads folder ${this.root} is not usable: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
    }
  }
}
