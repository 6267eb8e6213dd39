/** Draws the chosen part of a picture onto a canvas and returns it as the file to upload (sizes from crop-math). */
import { cropOutputSize, cropOutputType, croppedFileName, type TCropArea } from './crop-math';
import type { TImageRatio } from './image-value';

const JPEG_QUALITY = 0.9;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = url;
  });
}

export async function cropImageFile(
  source: File,
  sourceUrl: string,
  area: TCropArea,
  ratio: TImageRatio,
): Promise<File> {
  const image = await loadImage(sourceUrl);
  const size = cropOutputSize(area, ratio);
  const type = cropOutputType(ratio, source.type);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent GIF or WebP gets a white ground instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
  if (!blob) throw new Error('the crop could not be encoded');
  return new File([blob], croppedFileName(source.name, type), { type });
}
