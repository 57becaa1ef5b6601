import { useAsyncValue } from '../../../lib/use-async-value';

const qrSvg = (url: string) =>
  import('qrcode')
    .then((QRCode) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
    .catch((error: unknown) => {
      console.warn('QR code não gerado:', error instanceof Error ? error.message : error);
      throw error;
    });

/** A QR code of `url` (the qrcode library is loaded only here), black on white so it scans in any theme and on paper. */
export function CertificateQr({ url, size = 144 }: { url: string; size?: number }) {
  const svg = useAsyncValue(url, () => qrSvg(url)).value;

  return (
    <div className="rounded-xl bg-white p-2 shadow-xs" style={{ width: size + 16, height: size + 16 }}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={size}
          height={size}
          alt="Código QR com o link desta página de verificação"
        />
      ) : (
        <div
          role="status"
          aria-label="Gerando código QR"
          className="h-full w-full animate-pulse rounded-lg bg-neutral-200 motion-reduce:animate-none"
        />
      )}
    </div>
  );
}
