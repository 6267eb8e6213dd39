/** Where uploaded and processed files live (DESIGN §5): disk by default; S3 joins behind this interface later. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a stored key, or null when nothing is stored under it. */
  read(key: string): Promise<Buffer | null>;
  /** Forgets a key (nothing happens when nothing is stored under it). */
  remove(key: string): Promise<void>;
  /** Absolute path of a stored key on disk, or null when the key is not a safe path. */
  pathOf(key: string): string | null;
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`unsafe storage key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async read(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }

  pathOf(key: string): string | null {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }
}
