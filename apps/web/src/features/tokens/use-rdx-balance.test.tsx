import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chainInfoSchema } from '@raiz/domain/chain';
import { createQueryClient } from '../../lib/query-client';
import { deferred } from '../../test/deferred';
import { BALANCE_ERROR_MESSAGE, useRdxBalance } from './use-rdx-balance';

const readRdxBalance = vi.fn<(info: unknown, address: string) => Promise<string>>();
vi.mock('./load-chain-reader', () => ({ loadChainReader: async () => ({ readRdxBalance }) }));

const ana = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const bruno = '0x0000000000000000000000000000000000000B0b';
const chainInfo = chainInfoSchema.parse({
  chainId: 31337,
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Raiz Token',
  symbol: 'RDX',
  decimals: 6,
  rpcPath: '/v1/chain/rpc',
  explorerUrl: null,
});

function renderBalance(address: string) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ of }) => useRdxBalance(of), { wrapper, initialProps: { of: address } });
}

beforeEach(() => {
  readRdxBalance.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: chainInfo }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the RDX balance (a query of base units)', () => {
  it('is loading while the chain answers, then holds the balance as a base-unit string', async () => {
    const read = deferred<string>();
    readRdxBalance.mockReturnValueOnce(read.promise);
    const { result } = renderBalance(ana);
    expect(result.current).toMatchObject({ baseUnits: null, rdxLoading: true, updatedAt: null });
    await waitFor(() => expect(readRdxBalance).toHaveBeenCalledWith(chainInfo, ana));
    read.resolve('100000000');
    await waitFor(() => expect(result.current).toMatchObject({ baseUnits: '100000000', rdxLoading: false }));
    expect(result.current.updatedAt).toBeTypeOf('number');
    expect(result.current.rdxError).toBeNull();
  });

  it('keeps showing the last balance while refreshing', async () => {
    readRdxBalance.mockResolvedValueOnce('100000000');
    const { result } = renderBalance(ana);
    await waitFor(() => expect(result.current.baseUnits).toBe('100000000'));
    const read = deferred<string>();
    readRdxBalance.mockReturnValueOnce(read.promise);
    act(() => void result.current.refresh());
    await waitFor(() => expect(result.current.rdxLoading).toBe(true));
    expect(result.current.baseUnits).toBe('100000000');
    read.resolve('110000000');
    await waitFor(() => expect(result.current.baseUnits).toBe('110000000'));
  });

  it('says when the chain cannot be read', async () => {
    readRdxBalance.mockRejectedValueOnce(new Error('rpc down'));
    const { result } = renderBalance(ana);
    await waitFor(() => expect(result.current.rdxError).toBe(BALANCE_ERROR_MESSAGE));
    expect(result.current.rdxLoading).toBe(false);
  });

  it("never shows another address's balance", async () => {
    readRdxBalance.mockResolvedValueOnce('100000000');
    const { result, rerender } = renderBalance(ana);
    await waitFor(() => expect(result.current.baseUnits).toBe('100000000'));
    const read = deferred<string>();
    readRdxBalance.mockReturnValueOnce(read.promise);
    rerender({ of: bruno });
    expect(result.current.baseUnits).toBeNull();
    read.resolve('5');
    await waitFor(() => expect(result.current.baseUnits).toBe('5'));
  });
});
