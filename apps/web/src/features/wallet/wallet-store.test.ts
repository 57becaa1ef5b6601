import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLocalSession, loginSession } from '../../lib/session/session-store';
import {
  applyDataTableA,
  getWalletState,
  initialWalletState,
  resetWalletState,
  subscribeWallet,
  walletStateFrom,
} from './wallet-store';

const user = (id: string) => ({
  id,
  legacyUserId: null,
  username: id,
  email: `${id}@raiz.dev`,
  roles: ['user'],
  role: 'user',
});
const hashes = { hashed_auth_provider_id: 'a'.repeat(64), hashed_cpf: 'b'.repeat(64) };
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

beforeEach(() => {
  clearLocalSession();
  resetWalletState();
  loginSession(user('ana'));
});
afterEach(() => resetWalletState());

describe('wallet state (spec §3)', () => {
  it('starts empty: no data table, address "", not checked, EVM functions off', () => {
    expect(initialWalletState).toEqual({
      dataTableA: null,
      walletAddress: '',
      walletAddressChecked: false,
      evmFunctionsActive: false,
    });
    expect(getWalletState()).toEqual(initialWalletState);
  });

  it('after checking a person without a wallet: checked, still no address, EVM functions off', () => {
    applyDataTableA({ ...hashes, evm_address: null });
    expect(getWalletState()).toEqual({
      dataTableA: { ...hashes, evm_address: null },
      walletAddress: '',
      walletAddressChecked: true,
      evmFunctionsActive: false,
    });
  });

  it('with a bound address: the address and the EVM functions are on', () => {
    expect(walletStateFrom({ ...hashes, evm_address: address })).toEqual({
      dataTableA: { ...hashes, evm_address: address },
      walletAddress: address,
      walletAddressChecked: true,
      evmFunctionsActive: true,
    });
  });

  it('notifies subscribers only when something changed', () => {
    let calls = 0;
    const unsubscribe = subscribeWallet(() => calls++);
    applyDataTableA({ ...hashes, evm_address: null });
    applyDataTableA({ ...hashes, evm_address: null });
    expect(calls).toBe(1);
    applyDataTableA({ ...hashes, evm_address: address });
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('is emptied at logout', () => {
    applyDataTableA({ ...hashes, evm_address: address });
    clearLocalSession();
    expect(getWalletState()).toEqual(initialWalletState);
  });

  it('is emptied when another person signs in (another tab)', () => {
    applyDataTableA({ ...hashes, evm_address: address });
    loginSession(user('bruno'));
    expect(getWalletState()).toEqual(initialWalletState);
  });
});
