import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, MeResponse, UpdateMeInput } from '@raiz/domain/auth';
import { apiRequest } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session/session-store';
import { meKeys } from './get-me';

/** PATCH /v1/me: the full name, the username, and the CPF while none is set yet. */
export async function updateMe(input: UpdateMeInput): Promise<Me> {
  return (await apiRequest<MeResponse>('PATCH', '/v1/me', input)).data;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meKeys.detail(), me);
      // Greetings read the `me` query set above; the cookie shared by tabs follows the new username.
      updateSession({ username: me.user.username, email: me.user.email });
    },
  });
}
