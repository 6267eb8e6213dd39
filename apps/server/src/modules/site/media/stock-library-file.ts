/**
 * One file of the offline stock library: a picture in one of its sizes, or the download trigger (Unsplash's
 * download_location), which answers where to fetch the full picture. Anything else is 404.
 */
import { notFound } from '../../../platform/http/errors';
import {
  isStockSize,
  type OfflineStockLibrary,
  STOCK_LIBRARY_PATH,
} from '../../../platform/stock/offline-stock-library';

export type TStockLibraryFile = { kind: 'download'; url: string } | { kind: 'picture'; webp: Buffer };

export async function getStockLibraryFile(
  library: OfflineStockLibrary,
  id: string,
  file: string,
): Promise<TStockLibraryFile> {
  if (file === 'download') {
    if (!library.has(id)) throw notFound();
    return { kind: 'download', url: `${STOCK_LIBRARY_PATH}/${id}/full.webp` };
  }
  const size = /^([a-z]+)\.webp$/.exec(file)?.[1] ?? '';
  const picture = isStockSize(size) ? await library.picture(id, size) : null;
  if (!picture) throw notFound();
  return { kind: 'picture', webp: picture };
}
