// Human names of the networks RDX may live on (docs/design.md §2: the bundled dev chain or an EVM testnet).
const names: Record<number, string> = {
  1: 'Ethereum',
  137: 'Polygon',
  80002: 'Polygon Amoy (rede de testes)',
  11155111: 'Sepolia (rede de testes)',
  31337: 'Rede local de desenvolvimento',
};

export function networkName(chainId: number): string {
  return names[chainId] ?? `Rede ${chainId}`;
}
