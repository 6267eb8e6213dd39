/**
 * The one owner of the `licences` row (issue 25 item 3): every insert and update of a licence goes through here, and
 * each registers, in the unit it runs in, what must follow it once committed: the licence resolver forgets (and with
 * it whoever listens, such as the TLS names) and the visitors' cached answers of that licence are dropped. A caller
 * writes and is done; nothing forgets after a rollback, and one place hears every change of a licence.
 */
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { inUnitOfWork, type TUnitOfWork } from '../db/unit-of-work';
import type { LicenceResolver, TLicence } from '../tenancy/licence-resolver';
import {
  failCustomDomainRows,
  insertLicenceRow,
  type TLicenceChanges,
  type TNewLicence,
  type TNullableLicenceColumn,
  updateLicenceRow,
} from './licence-rows.queries';

export type { TLicenceChanges, TNewLicence } from './licence-rows.queries';

/** What holds copies of licence rows in this process. */
export type TLicenceCaches = {
  resolver: Pick<LicenceResolver, 'forget'>;
  publicCache: Pick<PublicCache, 'invalidateLicence'>;
};

export type TUpdateOptions = {
  /** The row changes only while this column is still null (a second run filled it meanwhile: nothing changes). */
  whileNull?: TNullableLicenceColumn;
};

export class LicenceRows {
  /** Without caches (a seed run before any app answered a request) a write has nobody to tell. */
  constructor(private readonly caches?: TLicenceCaches) {}

  async insert(from: Db | TUnitOfWork, values: TNewLicence): Promise<TLicence> {
    return inUnitOfWork(from, async (unit) => {
      const row = await insertLicenceRow(unit.db, values);
      this.forgetOnCommit(unit, [row.id]);
      return row;
    });
  }

  /** Answers the row as it now is, or undefined when no licence has the id (or `whileNull` found the column set). */
  async update(
    from: Db | TUnitOfWork,
    licenceId: number,
    changes: TLicenceChanges,
    options: TUpdateOptions = {},
  ): Promise<TLicence | undefined> {
    return inUnitOfWork(from, async (unit) => {
      const row = await updateLicenceRow(unit.db, licenceId, changes, options.whileNull);
      if (row) this.forgetOnCommit(unit, [row.id]);
      return row;
    });
  }

  /**
   * Another licence proved `domain`: those of `licenceIds` still naming it no longer do, and their virtual host and
   * certificate fail. A write across licences on purpose (names are unique across them). Answers the ids changed.
   */
  async failCustomDomain(from: Db | TUnitOfWork, licenceIds: number[], domain: string, now: Date): Promise<number[]> {
    if (licenceIds.length === 0) return [];
    return inUnitOfWork(from, async (unit) => {
      const failed = await failCustomDomainRows(unit.db, licenceIds, domain, now);
      this.forgetOnCommit(unit, failed);
      return failed;
    });
  }

  private forgetOnCommit(unit: TUnitOfWork, licenceIds: number[]): void {
    const caches = this.caches;
    if (!caches || licenceIds.length === 0) return;
    unit.afterCommit(() => {
      caches.resolver.forget();
      for (const licenceId of licenceIds) caches.publicCache.invalidateLicence(licenceId);
    });
  }
}
