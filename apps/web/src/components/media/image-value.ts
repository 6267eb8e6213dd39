/**
 * The value of an image field in a form and how it travels (SPEC §5: "image sent either as a file or as a
 * stock-image download location"). An `existing` picture is the one already stored: nothing is sent for it, so the
 * server keeps it.
 */
import type { IMAGE_KIND_NAMES } from '@izlog/contract/media';

export type TImageValue =
  | { kind: 'file'; file: File; previewUrl: string }
  | { kind: 'stock'; location: string; previewUrl: string }
  | { kind: 'existing'; url: string };

/** The advised shape of the picture (SPEC §5): 3:2 content, 1:1 logo, 900×600 site image. */
export type TImageRatio = (typeof IMAGE_KIND_NAMES)[number];

/** The form field names of one image input: the file, and the stock photo's download location. */
type TImageFieldNames = { file: string; stock: string };

/** `image` + `stock_image`: the names every content, catalog and category form uses. */
const DEFAULT_IMAGE_FIELD_NAMES: TImageFieldNames = { file: 'image', stock: 'stock_image' };

/** Adds the picture to a multipart body; an existing picture or none adds nothing (the server keeps what it has). */
export function appendImageValue(
  formData: FormData,
  value: TImageValue | null,
  names: TImageFieldNames = DEFAULT_IMAGE_FIELD_NAMES,
): void {
  if (value?.kind === 'file') formData.append(names.file, value.file, value.file.name);
  else if (value?.kind === 'stock') formData.append(names.stock, value.location);
}

/** What to show for the value. */
export function imagePreviewUrl(value: TImageValue): string {
  return value.kind === 'existing' ? value.url : value.previewUrl;
}

/** A value for a chosen file; its preview URL is an object URL the caller releases with `releaseImageValue`. */
export function fileImageValue(file: File): TImageValue {
  return { kind: 'file', file, previewUrl: URL.createObjectURL(file) };
}

/** Frees the object URL of a file value (no-op for other kinds). */
export function releaseImageValue(value: TImageValue | null): void {
  if (value?.kind === 'file' && value.previewUrl.startsWith('blob:')) URL.revokeObjectURL(value.previewUrl);
}
