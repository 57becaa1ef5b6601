import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, IssueCertificateInput } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { certificateKeys } from './certificate-keys';

/** POST /v1/certificates: the server re-checks the hash and the signer, freezes the report and stores it. */
export async function issueCertificate(input: IssueCertificateInput): Promise<Certificate> {
  return (await apiRequest<{ data: Certificate }>('POST', '/v1/certificates', input)).data;
}

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    // The signer's wallet received its reward. The reports refresh when the dialog closes (certify-report-button).
    meta: { invalidates: [queryRoots.rdxBalances] },
    onSuccess: async (certificate) => {
      queryClient.setQueryData(certificateKeys.public(certificate.code), certificate);
      // The list of reports to certify changes too; the dialog refreshes it when it closes, so the list item that
      // opened it is not removed under the success message.
      await queryClient.invalidateQueries({ queryKey: certificateKeys.mine() });
    },
  });
}
