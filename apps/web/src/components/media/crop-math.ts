/**
 * The crop of an upload, as numbers only (the canvas part is in crop-image.ts): the advised shape of each kind of
 * picture (SPEC §5: 3:2 content, 1:1 logo, 900×600 site image), and the size and type of the file the crop becomes.
 */
import type { TImageRatio } from './image-value';

/** Width ÷ height of each kind. */
export const ASPECT_OF: Record<TImageRatio, number> = { content: 3 / 2, logo: 1, siteImage: 3 / 2 };

/** The largest size the server keeps of each kind (decision 0005): a bigger crop is scaled down to it before upload. */
const MAX_OUTPUT_SIZE: Record<TImageRatio, { width: number; height: number }> = {
  content: { width: 1500, height: 1000 },
  logo: { width: 400, height: 400 },
  siteImage: { width: 1800, height: 1200 },
};

export type TCropArea = { x: number; y: number; width: number; height: number };

/**
 * The output size of a crop (`area` in the source picture's pixels): exactly the kind's shape, never larger than
 * the server keeps, never enlarged, at least one pixel.
 */
export function cropOutputSize(area: TCropArea, ratio: TImageRatio): { width: number; height: number } {
  const aspect = ASPECT_OF[ratio];
  const max = MAX_OUTPUT_SIZE[ratio];
  // The crop tool keeps the shape up to rounding; the output follows the shape, not the rounding.
  const width = Math.min(area.width, area.height * aspect, max.width);
  const outputWidth = Math.max(1, Math.round(width));
  return { width: outputWidth, height: Math.max(1, Math.round(outputWidth / aspect)) };
}

/** PNG keeps a logo's or a PNG's transparency (SPEC §5 wants logos as PNG); anything else becomes JPEG. */
export function cropOutputType(ratio: TImageRatio, sourceType: string): 'image/png' | 'image/jpeg' {
  return ratio === 'logo' || sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** "beach.heic" cropped to JPEG → "beach.jpg". */
export function croppedFileName(sourceName: string, type: 'image/png' | 'image/jpeg'): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
