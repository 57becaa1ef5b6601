import { useMutation } from '@tanstack/react-query';
import type { DeleteMeResponse } from '@raiz/domain/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearLocalSession } from '../../../lib/session/session-store';

/** DELETE /v1/me: the account and the personal space are deleted, the session cookies cleared by the server. */
export async function deleteMe(): Promise<void> {
  await apiRequest<DeleteMeResponse>('DELETE', '/v1/me');
}

export function useDeleteMe() {
  return useMutation({
    mutationFn: deleteMe,
    // The route guard then takes the person to /auth, which says "Sua conta foi excluída."; the cached data goes with
    // the session (app/providers).
    onSuccess: () => clearLocalSession('account-deletion'),
  });
}
