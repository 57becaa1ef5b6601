import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/more-icons';
import type { ProjectChildKind } from '../../../lib/content-kit/project-child-kind';
import { exportUrls } from '../export-urls';

/** The reports (all the person's, or one project's), or one project's rows of a child resource with an export. */
type What =
  | { kind: 'reports'; projectId?: string }
  | { kind: 'verifications'; organizationId: string }
  | { kind: ProjectChildKind; projectId: string };

/** The file's name, where it points and what the link does (its title and accessible name). */
function download(what: What): { file: string; href: string; hint: string } {
  if (what.kind === 'reports')
    return {
      file: 'relatorios.csv',
      href: exportUrls.reports(what.projectId),
      hint: what.projectId ? 'baixar os relatórios deste projeto em CSV' : 'baixar todos os seus relatórios em CSV',
    };
  if (what.kind === 'verifications')
    return {
      file: 'verificacoes.csv',
      href: exportUrls.verifications(what.organizationId),
      hint: 'baixar os pedidos de verificação da organização, com pareceres e declarações, em CSV',
    };
  const { key, noun } = what.kind;
  return {
    file: `${noun.many}.csv`,
    href: exportUrls.projectChild(key, what.projectId),
    hint: `baixar os ${noun.many} deste projeto em CSV`,
  };
}

/**
 * "Exportar CSV": a plain link to the API's CSV download (the session cookie authorises it), so the browser saves
 * the file itself, without loading it into the page. The server names the file; `download` keeps the page open.
 */
export function ExportCsvLink({
  label = 'Exportar CSV',
  variant = 'outline',
  size = 'md',
  className,
  ...what
}: What & { label?: string; variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  const { file, href, hint } = download(what);
  return (
    <a
      href={href}
      download={file}
      title={hint.charAt(0).toUpperCase() + hint.slice(1)}
      aria-label={`${label}: ${hint}`}
      className={buttonClasses({ variant, size, className })}
    >
      <DownloadIcon width={18} height={18} />
      {label}
    </a>
  );
}
