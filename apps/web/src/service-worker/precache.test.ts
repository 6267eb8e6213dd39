import { describe, expect, it } from 'vitest';
import { publicChunkFiles, type TBuiltChunk } from './precache';

const chunk = (file: string, moduleIds: string[], files: string[] = []): TBuiltChunk => ({ file, moduleIds, files });

describe('what the worker precaches', () => {
  const publicModules = new Set(['/web/src/themes/magazine/index.ts', '/web/src/locales/en.ts', '/nm/react/index.js']);

  it("keeps every chunk holding public code, with its styles, and leaves the back office's out", () => {
    const files = publicChunkFiles(
      [
        chunk('assets/magazine-1.js', ['/web/src/themes/magazine/index.ts'], ['assets/magazine-1.css']),
        chunk('assets/en-2.js', ['/web/src/locales/en.ts']),
        // A shared chunk holding public and back-office code is kept whole: the public page needs it.
        chunk('assets/vendor-3.js', ['/nm/react/index.js', '/nm/tiptap/index.js'], ['assets/font-3.woff2']),
        chunk('assets/widget-modal-4.js', ['/web/src/features/widget-admin/widget-modal.tsx'], ['assets/editor-4.css']),
      ],
      publicModules,
    );
    expect(files).toEqual([
      '/assets/en-2.js',
      '/assets/font-3.woff2',
      '/assets/magazine-1.css',
      '/assets/magazine-1.js',
      '/assets/vendor-3.js',
    ]);
  });

  it('names a style sheet two chunks share once', () => {
    const files = publicChunkFiles(
      [
        chunk('assets/a.js', ['/web/src/locales/en.ts'], ['assets/shared.css']),
        chunk('assets/b.js', ['/nm/react/index.js'], ['assets/shared.css']),
      ],
      publicModules,
    );
    expect(files.filter((file) => file === '/assets/shared.css')).toHaveLength(1);
  });

  it('precaches nothing when the public code is unknown', () => {
    expect(publicChunkFiles([chunk('assets/a.js', ['/web/src/locales/en.ts'])], new Set())).toEqual([]);
  });
});
