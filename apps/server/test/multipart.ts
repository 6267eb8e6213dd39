/** Multipart bodies for `app.inject`, built by the platform's own FormData so the bytes are what a browser sends. */

export type TMultipartFile = { data: Buffer | Uint8Array | string; filename: string; type?: string };
export type TMultipartValue = string | number | boolean | TMultipartFile;

export type TMultipartBody = { payload: Buffer; headers: { 'content-type': string } };

const isFile = (value: TMultipartValue): value is TMultipartFile => typeof value === 'object';

/** Fields in order; a repeated name is sent as a repeated part. */
export async function multipart(
  fields: Record<string, TMultipartValue> | [string, TMultipartValue][],
): Promise<TMultipartBody> {
  const form = new FormData();
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  for (const [name, value] of entries) {
    if (isFile(value)) {
      const bytes = typeof value.data === 'string' ? Buffer.from(value.data) : value.data;
      form.append(
        name,
        new Blob([new Uint8Array(bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
    } else {
      form.append(name, String(value));
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
