/**
 * The service worker the web build wrote (`dist/sw.js`, apps/web/build/service-worker.ts), read once: a server
 * started before the web app was built finds it on a later request.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

export class ServiceWorkerFile {
  private script: Buffer | null = null;

  constructor(private readonly distDir: string) {}

  async read(): Promise<Buffer | null> {
    this.script ??= await readFile(resolve(this.distDir, 'sw.js')).catch(() => null);
    return this.script;
  }
}
