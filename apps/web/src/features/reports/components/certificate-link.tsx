import { ButtonLink, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** "Ver certificado" with its code, to the certificate's public page (/verificar/<code>). */
export function CertificateLink({ code, size }: { code: string; size?: ButtonProps['size'] }) {
  return (
    <ButtonLink to={paths.verify.href(code)} variant="outline" size={size}>
      Ver certificado <span className="font-mono">{code}</span>
    </ButtonLink>
  );
}
