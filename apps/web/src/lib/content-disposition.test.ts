import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('the file name a download’s Content-Disposition gives', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="vencanje.ics"; filename*=UTF-8''ven%C4%8Danje%20%F0%9F%8E%89.ics`)).toBe(
      'venčanje 🎉.ics',
    );
    expect(fileNameOf('attachment; filename="planner.ics"')).toBe('planner.ics');
    expect(fileNameOf('inline; filename=plain.ics')).toBe('plain.ics');
    expect(fileNameOf(`attachment; filename="a\\"b.ics"`)).toBe('a"b.ics');
  });

  it('never names a path, and is null without a usable name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
