import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/more-icons';
import { exportUrls } from '../export-urls';

type What =
  | { kind: 'reports'; projectId?: string }
  | { kind: 'events'; projectId: string }
  | { kind: 'products'; projectId: string };

const defaults: Record<What['kind'], { file: string; description: (scoped: boolean) => string }> = {
  reports: {
    file: 'relatorios.csv',
    description: (scoped) => (scoped ? 'baixar os relatórios deste projeto em CSV' : 'baixar todos os seus relatórios em CSV'),
  },
  events: { file: 'eventos.csv', description: () => 'baixar os eventos deste projeto em CSV' },
  products: { file: 'produtos.csv', description: () => 'baixar os produtos deste projeto em CSV' },
};

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
  const { file, description } = defaults[what.kind];
  const href = what.kind === 'reports' ? exportUrls.reports(what.projectId) : exportUrls[what.kind](what.projectId);
  const scoped = what.kind !== 'reports' || Boolean(what.projectId);
  const hint = description(scoped);
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
