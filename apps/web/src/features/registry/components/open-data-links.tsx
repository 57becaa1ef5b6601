import { openDataLicense } from '@raiz/domain';
import { apiUrl } from '../../../lib/api-client';
import { registrySearch } from '../api/get-registry-projects';
import type { RegistryFilters } from '../api/registry-keys';

const link = 'font-semibold text-primary underline-offset-2 hover:underline';

/** The registry as open data: the list on screen (its search, filters and order) as CSV and GeoJSON, the feed, the licence. */
export function OpenDataLinks({ filters }: { filters: Omit<RegistryFilters, 'page' | 'pageSize'> }) {
  const search = registrySearch(filters);
  return (
    <p className="mt-6 text-sm text-muted">
      Dados abertos: baixe estes projetos em{' '}
      <a className={link} href={apiUrl(`/v1/public/projects.csv${search}`)} download>
        CSV
      </a>{' '}
      ou{' '}
      <a className={link} href={apiUrl(`/v1/public/projects.geojson${search}`)} download>
        GeoJSON
      </a>
      , ou acompanhe os novos certificados pelo{' '}
      <a className={link} href={apiUrl('/v1/public/certificates.atom')} type="application/atom+xml">
        feed Atom
      </a>
      . Licença{' '}
      <a className={link} href={openDataLicense.url} rel="license noreferrer" target="_blank">
        CC BY 4.0
      </a>
      : use e compartilhe citando o registro público da Raiz.
    </p>
  );
}
