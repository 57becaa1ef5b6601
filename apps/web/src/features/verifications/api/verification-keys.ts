// Every query key of the verifications feature starts from queryRoots.verifications: accrediting a verifier or
// answering a request refreshes the lists and the request at once.
import type { VerificationSide } from '@raiz/domain';
import { queryRoots } from '../../../lib/query-keys';

export const verificationKeys = {
  all: queryRoots.verifications,
  publicVerifiers: () => [...queryRoots.verifications, 'verifiers', 'public'] as const,
  verifiers: () => [...queryRoots.verifications, 'verifiers', 'mine'] as const,
  lists: () => [...queryRoots.verifications, 'requests'] as const,
  list: (side?: VerificationSide) => [...queryRoots.verifications, 'requests', side ?? 'both'] as const,
  detail: (id: string) => [...queryRoots.verifications, 'request', id] as const,
  draft: (id: string) => [...queryRoots.verifications, 'request', id, 'draft'] as const,
};
