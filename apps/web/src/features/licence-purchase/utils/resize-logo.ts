/**
 * The chosen logo made small enough to live in the draft (local storage): drawn into a canvas at most 256 px on its
 * longer side and kept as a PNG data URL (SPEC §3 "icon … base64"; SPEC §5 wants a PNG logo).
 */
const LOGO_MAX_PX = 256;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const isLogoType = (type: string) => (LOGO_TYPES as readonly string[]).includes(type);

/** The size to draw at: the picture's own when it fits, else scaled down keeping its shape. */
export function fittedSize(width: number, height: number, max = LOGO_MAX_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizeLogo(file: Blob): Promise<string> {
  const picture = await loadPicture(file);
  try {
    const size = fittedSize(picture.width, picture.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.source, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/png');
  } finally {
    picture.release();
  }
}

type TPicture = { source: CanvasImageSource; width: number; height: number; release(): void };

function loadPicture(file: Blob): Promise<TPicture> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture cannot be read.'));
    };
    image.src = url;
  });
}
