/**
 * A user's avatar as the admin calls take it (SPEC §5): `avatar` is an uploaded file or a stock photo's download
 * location; the picture a form sends back unchanged (a /media/ address of this site) keeps the avatar as it is.
 */
import { isUploadedFile, type TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import { storeImageInput } from '../media/image-input';

export type TAvatarInput = TUploadedFile | string | undefined;

/** The stored picture's address, or undefined when nothing new was sent. A bad picture is a 422 on `avatar`. */
export async function storeAvatar(scope: TRequestScope, input: TAvatarInput): Promise<string | undefined> {
  if (input === undefined || (typeof input === 'string' && isOwnMedia(input))) return undefined;
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.tenant.licenceId,
      userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
      payer: imagePayerOf(scope.actor, scope.ip),
    },
    isUploadedFile(input) ? { file: input } : { stockLocation: input },
    'avatar',
    // Square, as logos are (SPEC §5 photo advice: 1:1 at 100x100).
    'logo',
  );
  return stored?.url;
}

const isOwnMedia = (value: string) => value.trim().startsWith('/media/');
