/**
 * The chosen logo made ready for the draft (local storage, SPEC §3 "icon … base64"; SPEC §5 wants a PNG logo): the
 * one logo rule (contract app-builds.ts) first — the logo is also the app's icon, so its shorter side needs
 * APP_ICON_MIN_SIZE pixels — then its centred square, drawn at APP_ICON_MIN_SIZE and kept as a PNG data URL. The site
 * shows the same square crop, and the server checks and squares the logo again.
 */
import { APP_ICON_MIN_SIZE, isLargeEnoughForAppIcon } from '@izlog/contract/app-builds';

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const isLogoType = (type: string) => (LOGO_TYPES as readonly string[]).includes(type);

/** The centred square of a picture of this size: where it starts and its side. */
export function centredSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

export type TPreparedLogo = { dataUrl: string } | { problem: 'order_icon_too_small' };

export async function prepareLogo(file: Blob): Promise<TPreparedLogo> {
  const picture = await loadPicture(file);
  try {
    if (!isLargeEnoughForAppIcon(picture)) return { problem: 'order_icon_too_small' };
    const { x, y, side } = centredSquare(picture.width, picture.height);
    const canvas = document.createElement('canvas');
    canvas.width = APP_ICON_MIN_SIZE;
    canvas.height = APP_ICON_MIN_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.source, x, y, side, side, 0, 0, APP_ICON_MIN_SIZE, APP_ICON_MIN_SIZE);
    return { dataUrl: canvas.toDataURL('image/png') };
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
