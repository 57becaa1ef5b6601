import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  biomeLabel,
  categoryLabel,
  formatDate,
  formatDateTime,
  formatIndicator,
  formatMoney,
  formatNumber,
  indicatorDefinitions,
  projectStatusLabel,
  stateName,
  type RegistryProject,
  type RegistryReport,
  reportStatusLabels,
} from '@raiz/domain';
import { PlaceMap } from '../../../components/map/project-map';
import { Badge } from '../../../components/ui/badge';
import { Coordinates } from '../../../components/ui/coordinates';
import { Fact } from '../../../components/ui/facts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Picture, type PictureImage } from '../../../components/ui/picture';
import { Panel, useDocumentTitle } from '../../../components/ui/page';
import { QueryStates } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useRegistryProject } from '../api/get-registry-project';
import { CertifiedImpactFigures } from './certified-impact';
import { OrganizationLine, AboutPanel, RegistryBreadcrumb, registryNotFound } from './registry-facts';

const period = (start: string | null, end: string | null) => {
  if (start && end) return `${formatDate(start)} a ${formatDate(end)}`;
  if (start) return `Desde ${formatDate(start)}`;
  if (end) return `Até ${formatDate(end)}`;
  return null;
};

/** An item's pictures (a post's, an event's, a product's), small, in their order. */
function Pictures({ images, label }: { images: PictureImage[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {images.map((image) => (
        <li key={image.previewUrl} className="aspect-[4/3] overflow-hidden rounded-lg">
          <Picture image={image} sizes="(min-width: 640px) 240px, 50vw" className="h-full w-full" />
        </li>
      ))}
    </ul>
  );
}

/** A line linking to the certificate's verification page. */
function VerifyLink({ code, children }: { code: string; children: ReactNode }) {
  return (
    <p className="mt-3">
      <Link
        to={paths.verify.href(code)}
        className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
      >
        {children}
        <ArrowRightIcon width={16} height={16} />
      </Link>
    </p>
  );
}

/** The sum of one kind of certified report (verified or self-declared), with what it sums. */
function ImpactSection({
  id,
  title,
  impact,
  note,
}: {
  id: string;
  title: string;
  impact: RegistryProject['verifiedImpact'];
  note: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold text-fg">
        {title}
      </h3>
      <CertifiedImpactFigures impact={impact} label={title} />
      <p className="mt-3 text-sm text-muted">{note}</p>
    </section>
  );
}

/** A panel listing a project's posts, events or products, each in a `<li>` of `itemClassName`; none without items. */
function ItemsPanel<T>({
  id,
  title,
  items,
  listClassName,
  itemClassName,
  children,
}: {
  id: string;
  title: string;
  items: T[];
  listClassName: string;
  itemClassName?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Panel id={id} title={title} spaced>
      <ul className={listClassName}>
        {items.map((item, index) => (
          <li key={index} className={itemClassName}>
            {children(item, index)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ReportItem({ report, index }: { report: RegistryReport; index: number }) {
  const headingId = `relatorio-${index}`;
  const figures = indicatorDefinitions.filter((d) => report[d.key] != null);
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-border p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-fg">
              {report.title}
            </h3>
            <p className="text-sm text-muted">{period(report.periodStart, report.periodEnd)}</p>
          </div>
          <Badge tone={report.status === 'certified' ? 'success' : 'info'}>{reportStatusLabels[report.status]}</Badge>
        </div>
        {report.summary && <p className="mt-2 whitespace-pre-line text-fg">{report.summary}</p>}
        {figures.length > 0 && (
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-3">
            {figures.map((d) => (
              <div key={d.key}>
                <dt className="text-muted">{d.label}</dt>
                <dd className="font-medium text-fg tabular-nums">{formatIndicator(d.key, report[d.key])}</dd>
              </div>
            ))}
          </dl>
        )}
        {report.certificateCode &&
          report.verifiedBy.map((verifier) => (
            <VerifyLink key={`${verifier.slug}-${verifier.date}`} code={report.certificateCode!}>
              Verificado por {verifier.name} em {formatDate(verifier.date)}
            </VerifyLink>
          ))}
        {report.certificateCode && (
          <VerifyLink code={report.certificateCode}>
            Verificar o certificado <span className="font-mono">{report.certificateCode}</span>
          </VerifyLink>
        )}
      </article>
    </li>
  );
}

function Loaded({ project, renderPost }: { project: RegistryProject; renderPost: (content: string) => ReactNode }) {
  useDocumentTitle(project.name);
  const dates = period(project.startDate, project.endDate);
  const certified = project.certifiedReports;
  const selfDeclared = certified - project.verifiedReports;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <RegistryBreadcrumb current={project.name} />
        <div className="flex flex-wrap gap-2">
          <Badge tone="success">{biomeLabel(project.biome)}</Badge>
          <Badge>{projectStatusLabel(project.status)}</Badge>
        </div>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-fg md:text-4xl">{project.name}</h1>
        <p className="mt-2 text-muted">
          {categoryLabel(project.category)} · {project.municipality}/{project.state}
        </p>
        {project.organization && <OrganizationLine organization={project.organization} label className="mt-1" />}
      </div>

      {project.cover && (
        <div className="aspect-[16/9] overflow-hidden rounded-2xl md:aspect-[21/9]">
          <Picture image={project.cover} sizes="(min-width: 1024px) 1024px, 100vw" className="h-full w-full" priority />
        </div>
      )}

      <AboutPanel id="sobre" title="Sobre o projeto" description={project.description}>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-4">
          <Fact label="Local">
            {project.municipality}, {stateName(project.state)}
          </Fact>
          {project.areaHa != null && <Fact label="Área">{formatNumber(project.areaHa)} ha</Fact>}
          {dates && <Fact label="Período">{dates}</Fact>}
          {project.latitude != null && project.longitude != null && (
            <Fact label="Coordenadas">
              <Coordinates latitude={project.latitude} longitude={project.longitude} />
            </Fact>
          )}
          <Fact label="No registro desde">{formatDate(project.publishedAt)}</Fact>
        </dl>
        {project.latitude != null && project.longitude != null && (
          <div className="mt-4">
            <PlaceMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
          </div>
        )}
      </AboutPanel>

      <Panel id="impacto" title="Impacto certificado" spaced>
        {certified > 0 ? (
          <div className="flex flex-col gap-6">
            {project.verifiedReports > 0 && (
              <ImpactSection
                id="impacto-verificado"
                title="Impacto verificado"
                impact={project.verifiedImpact}
                note={
                  project.verifiedReports === 1
                    ? 'Soma do relatório que uma verificadora credenciada conferiu e assinou junto com quem o publicou.'
                    : `Soma dos ${formatNumber(project.verifiedReports, 0)} relatórios que verificadoras credenciadas conferiram e assinaram junto com quem os publicou.`
                }
              />
            )}
            {selfDeclared > 0 && (
              <ImpactSection
                id="impacto-autodeclarado"
                title="Impacto autodeclarado"
                impact={project.selfDeclaredImpact}
                note={
                  selfDeclared === 1
                    ? 'Soma do relatório certificado só pela carteira de quem o publicou, ainda sem verificação independente.'
                    : `Soma dos ${formatNumber(selfDeclared, 0)} relatórios certificados só pela carteira de quem os publicou, ainda sem verificação independente.`
                }
              />
            )}
          </div>
        ) : (
          <p className="text-muted">Nenhum relatório certificado ainda.</p>
        )}
      </Panel>

      <Panel id="relatorios" title="Relatórios" spaced>
        {project.reports.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {project.reports.map((report, index) => (
              <ReportItem key={index} report={report} index={index} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">Nenhum relatório publicado ainda.</p>
        )}
      </Panel>

      <ItemsPanel id="posts" title="Posts" items={project.posts} listClassName="flex flex-col gap-5">
        {(post, index) => (
          <article aria-labelledby={`post-${index}`}>
            <h3 id={`post-${index}`} className="font-semibold text-fg">
              {post.title}
            </h3>
            <p className="mb-2 text-sm text-muted">{formatDate(post.createdAt)}</p>
            {renderPost(post.content)}
            <Pictures images={post.images} label={`Imagens de ${post.title}`} />
          </article>
        )}
      </ItemsPanel>

      <ItemsPanel
        id="eventos"
        title="Próximos eventos"
        items={project.events}
        listClassName="flex flex-col gap-4"
        itemClassName="rounded-xl border border-border p-4"
      >
        {(event) => (
          <>
            <h3 className="font-semibold text-fg">{event.title}</h3>
            <p className="text-sm text-muted">
              {formatDateTime(event.startsAt)}
              {event.endsAt && ` até ${formatDateTime(event.endsAt)}`}
              {event.location && ` · ${event.location}`}
            </p>
            {event.description && <p className="mt-2 whitespace-pre-line text-fg">{event.description}</p>}
            {event.capacity != null && (
              <p className="mt-1 text-sm text-muted">
                {event.capacity === 1 ? '1 vaga' : `${formatNumber(event.capacity, 0)} vagas`}
              </p>
            )}
            <Pictures images={event.images} label={`Imagens de ${event.title}`} />
          </>
        )}
      </ItemsPanel>

      <ItemsPanel
        id="produtos"
        title="Produtos"
        items={project.products}
        listClassName="grid gap-3 sm:grid-cols-2"
        itemClassName="rounded-xl border border-border p-4"
      >
        {(product) => (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-fg">{product.name}</h3>
              <p className="font-semibold text-fg tabular-nums">
                {formatMoney(product.priceCents)}
                <span className="text-sm font-normal text-muted"> / {product.unit}</span>
              </p>
            </div>
            {product.description && <p className="mt-1 text-sm text-muted">{product.description}</p>}
            <Pictures images={product.images} label={`Imagens de ${product.name}`} />
          </>
        )}
      </ItemsPanel>
    </div>
  );
}

/**
 * /registro/:slug: a published project's public page. Posts are Markdown: `renderPost` (given by the route, which
 * combines features) renders them.
 */
export function RegistryProjectView({
  slug,
  renderPost,
}: {
  slug: string;
  renderPost: (content: string) => ReactNode;
}) {
  const project = useRegistryProject(slug);
  return (
    <QueryStates
      query={project}
      loading="Carregando projeto..."
      notFound={registryNotFound(
        'Projeto não encontrado no registro',
        'Ele pode ter sido retirado do registro por quem o publicou, ou o endereço está incompleto.',
      )}
    >
      {(data) => <Loaded project={data} renderPost={renderPost} />}
    </QueryStates>
  );
}
