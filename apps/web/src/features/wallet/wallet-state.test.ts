import { describe, expect, it } from 'vitest';
import { initialWalletState, walletStateFrom } from './wallet-state';

const hashes = { hashed_auth_provider_id: 'a'.repeat(64), hashed_cpf: 'b'.repeat(64) };
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('wallet state', () => {
  it('starts empty: no data table, address "", not checked, EVM functions off', () => {
    expect(initialWalletState).toEqual({
      dataTableA: null,
      walletAddress: '',
      walletAddressChecked: false,
      evmFunctionsActive: false,
    });
    expect(walletStateFrom(undefined)).toEqual(initialWalletState);
  });

  it('after checking a person without a wallet: checked, still no address, EVM functions off', () => {
    expect(walletStateFrom({ ...hashes, evm_address: null })).toEqual({
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
});
