import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, loginSession } from '../../lib/session/session-store';
import {
  BALANCE_ERROR_MESSAGE,
  getBalanceState,
  initialBalanceState,
  refreshRdxBalance,
  resetBalance,
} from './balance-store';

const ana = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const bruno = '0x0000000000000000000000000000000000000B0b';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  resetBalance();
  loginSession({
    id: 'u-ana',
    legacyUserId: null,
    username: 'ana',
    email: 'ana@raiz.dev',
    roles: ['user'],
    role: 'user',
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('balance store (spec §3)', () => {
  it('starts at rdxBalance 0 and rdxLoading false', () => {
    expect(getBalanceState()).toMatchObject({ rdxBalance: 0, rdxLoading: false });
    expect(initialBalanceState).toMatchObject({ rdxBalance: 0, rdxLoading: false, address: null });
  });

  it('is loading while the chain answers, then holds the balance', async () => {
    const read = deferred<number>();
    const done = refreshRdxBalance(ana, () => read.promise);
    expect(getBalanceState()).toMatchObject({ rdxLoading: true, rdxBalance: 0, address: ana.toLowerCase() });
    read.resolve(100);
    await done;
    expect(getBalanceState()).toMatchObject({ rdxLoading: false, rdxBalance: 100, rdxError: null });
    expect(getBalanceState().updatedAt).toBeTypeOf('number');
  });

  it('keeps showing the last balance while refreshing the same address', async () => {
    await refreshRdxBalance(ana, async () => 100);
    const read = deferred<number>();
    const done = refreshRdxBalance(ana, () => read.promise);
    expect(getBalanceState()).toMatchObject({ rdxLoading: true, rdxBalance: 100 });
    read.resolve(110);
    await done;
    expect(getBalanceState().rdxBalance).toBe(110);
  });

  it('shares one read between simultaneous refreshes of the same address', async () => {
    const read = vi.fn(async () => 42);
    await Promise.all([refreshRdxBalance(ana, read), refreshRdxBalance(ana.toLowerCase(), read)]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never shows another address’s late answer', async () => {
    const slow = deferred<number>();
    const first = refreshRdxBalance(ana, () => slow.promise);
    await refreshRdxBalance(bruno, async () => 5);
    slow.resolve(999);
    await first;
    expect(getBalanceState()).toMatchObject({ address: bruno.toLowerCase(), rdxBalance: 5, rdxLoading: false });
  });

  it('keeps the last balance and says so when a read fails', async () => {
    await refreshRdxBalance(ana, async () => 100);
    await refreshRdxBalance(ana, async () => {
      throw new Error('rpc down');
    });
    expect(getBalanceState()).toMatchObject({ rdxBalance: 100, rdxLoading: false, rdxError: BALANCE_ERROR_MESSAGE });
  });

  it('forgets the balance at logout', async () => {
    await refreshRdxBalance(ana, async () => 100);
    clearLocalSession();
    expect(getBalanceState()).toEqual(initialBalanceState);
  });
});
