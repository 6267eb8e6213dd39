/**
 * Pictures of a new site's starter content, drawn on the server (no network, no stock provider): a calm gradient in
 * the category's colour with a few soft shapes, handed to the media pieces as an upload so they are stored and
 * recorded like any picture an admin sends.
 */
import sharp from 'sharp';
import type { TUploadedFile } from '../../../platform/http/form-body';

/** A colour a step lighter (towards white), for the gradient's far end. */
function lighter(hex: string, share: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export async function drawStarterPicture(color: string, width = 1500, height = 1000): Promise<TUploadedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${lighter(color, 0.55)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="${width * 0.2}" cy="${height * 0.82}" r="${height * 0.34}" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="${width * 0.1}" y="${height * 0.2}" width="${width * 0.36}" height="${height * 0.05}" rx="${height * 0.025}" fill="#ffffff" fill-opacity="0.5"/>
  <rect x="${width * 0.1}" y="${height * 0.3}" width="${width * 0.24}" height="${height * 0.05}" rx="${height * 0.025}" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return { kind: 'file', field: 'image', filename: 'starter.png', mimetype: 'image/png', data };
}
