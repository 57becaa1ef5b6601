import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { clearLocalSession, loginSession } from '../lib/session/session-store';
import { AppProviders } from './providers';
import { sessionUser } from '../test/session-users';

const key = ['wallet', 'data-table-a'];

beforeEach(() => {
  clearLocalSession();
  loginSession(sessionUser('ana'));
});

describe('server data belongs to the person who fetched it', () => {
  it('is kept while the same person stays signed in', () => {
    const queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
    queryClient.setQueryData(key, { evm_address: '0xabc' });
    loginSession(sessionUser('ana'));
    expect(queryClient.getQueryData(key)).toEqual({ evm_address: '0xabc' });
  });

  it('is dropped at logout', () => {
    const queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
    queryClient.setQueryData(key, { evm_address: '0xabc' });
    clearLocalSession();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('is dropped when another person signs in (another tab)', () => {
    const queryClient = createQueryClient();
    render(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
    queryClient.setQueryData(key, { evm_address: '0xabc' });
    loginSession(sessionUser('bruno'));
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
