import { describe, expect, it } from 'vitest';
import { publicNameOf } from './public-name';

describe('publicNameOf', () => {
  it('names a client by its company, else by its contact person, never by its e-mail login', () => {
    const client = { role: 'CLIENT', username: 'stolarija.hrast@example.com', name: 'Petar', surname: 'Hrast' };
    expect(publicNameOf({ ...client, company_name: ' Stolarija Hrast ' })).toBe('Stolarija Hrast');
    expect(publicNameOf({ ...client, company_name: '  ' })).toBe('Petar Hrast');
    expect(publicNameOf({ ...client, name: null, surname: null, company_name: null })).toBe('');
  });

  it('names a person by name and surname before the login they chose, never by a company they do not represent', () => {
    const person = { role: 'USER', username: 'marko', company_name: 'Firma' };
    expect(publicNameOf({ ...person, name: 'Marko', surname: 'Marković' })).toBe('Marko Marković');
    expect(publicNameOf({ ...person, name: 'Marko', surname: null })).toBe('Marko');
    expect(publicNameOf({ ...person, name: ' ', surname: null })).toBe('marko');
  });

  it('gives no name rather than an e-mail when nothing else is filled in', () => {
    expect(
      publicNameOf({ role: 'USER', username: 'm@example.com', name: ' ', surname: null, company_name: null }),
    ).toBe('');
  });
});
