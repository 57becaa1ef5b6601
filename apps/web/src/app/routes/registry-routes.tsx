// The public registry's three screens (docs/registry.md), one lazily loaded module: anyone, no login.
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { MarkdownPreview } from '../../features/posts/components/markdown-preview';
import { RegistryList } from '../../features/registry/components/registry-list';
import { RegistryOrganizationView } from '../../features/registry/components/registry-organization-view';
import { RegistryProjectView } from '../../features/registry/components/registry-project-view';

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
