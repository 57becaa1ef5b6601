import { CopyButton } from '../../../components/ui/copy-button';
import { CheckIcon } from '../../../components/ui/icons';

/** The bound address, with a copy button. */
export function WalletAddress({ address }: { address: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-fg">
        <CheckIcon width={16} height={16} /> Carteira ativa
      </p>
      <div>
        <p className="text-sm font-semibold text-fg" id="wallet-address-label">
          Endereço
        </p>
        <p
          aria-labelledby="wallet-address-label"
          className="mt-1 font-mono text-sm break-all text-fg md:text-base"
          data-testid="wallet-address"
        >
          {address}
        </p>
      </div>
      <div>
        <CopyButton value={address} label="endereço" />
      </div>
    </div>
  );
}
