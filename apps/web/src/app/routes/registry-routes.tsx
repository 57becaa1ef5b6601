// The public registry's three screens (docs/registry.md), one lazily loaded module: anyone, no login.
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { MarkdownPreview } from '../../features/posts/components/markdown-preview';
import { RegistryList } from '../../features/registry/components/registry-list';
import { RegistryOrganizationView } from '../../features/registry/components/registry-organization-view';
import { RegistryProjectView } from '../../features/registry/components/registry-project-view';

// The verification screens (docs/design.md §8) are their own chunk, reached through this module's entry so the first
// screen's route table gains no import of its own (its JS budget is full). Named as their paths' keys
// (paths.verifiers, paths.verifications), which the first screen's code already holds: /verificadores and
// /verificacoes[/:id].
const verificationScreen = (name: 'Verifiers' | 'Verifications') =>
  lazy(() => import('./verification-routes').then((m) => ({ default: m[name] })));
const VerifiersScreen = verificationScreen('Verifiers');
const VerificationsScreen = verificationScreen('Verifications');
// Plain components around the lazy ones: React refuses a lazy component that resolves to another lazy one.
export const verifiers = () => <VerifiersScreen />;
export const verifications = () => <VerificationsScreen />;

/** /registro: the projects published to the registry, searched and filtered. */
export function List() {
  return (
    <>
      <PageHeader
        title="Registro público"
        description={
          <>
            Projetos ambientais publicados na Raiz e o impacto certificado de cada um. Cada certificado pode ser
            verificado por qualquer pessoa. Veja também as{' '}
            <Link to={paths.verifiers.href()} className="font-semibold text-primary underline">
              verificadoras independentes credenciadas
            </Link>
            .
          </>
        }
      />
      <RegistryList />
    </>
  );
}

const renderPost = (content: string) => <MarkdownPreview source={content} emptyText="Post sem texto." />;

/** /registro/:slug: a published project's page, its posts rendered as the posts feature renders them. */
export function Project() {
  const { slug = '' } = useParams();
  return <RegistryProjectView slug={slug} renderPost={renderPost} />;
}

/** /registro/organizacoes/:slug: an organisation's page. */
export function Organization() {
  const { slug = '' } = useParams();
  return <RegistryOrganizationView slug={slug} />;
}
