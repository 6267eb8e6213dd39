/** Register a client (company): multipart, because the logo is a file. */
import type { TRegisterClientRequest, TUser } from '@izlog/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from '@/lib/form-data';
import { apiPaths } from '@/lib/paths';

type TRegisterClientInput = TRegisterClientRequest & { logo: File };

export const registerClient = ({ locations, ...fields }: TRegisterClientInput) =>
  apiRequest<{ message: string; user: TUser }>(apiPaths.registerClient, {
    method: 'POST',
    // SPEC §5: a client's username is its e-mail.
    body: toFormData({ ...fields, username: fields.email, locations }),
  });

export const useRegisterClient = () => useMutation({ mutationFn: registerClient });
