import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/deferred';
import { useAsyncValue } from './use-async-value';

describe('useAsyncValue', () => {
  it('shows a value only for the key it was loaded for, and says when the load failed', async () => {
    const loads = new Map<string, ReturnType<typeof deferred<string>>>();
    const load = (key: string) => () => {
      const d = deferred<string>();
      loads.set(key, d);
      return d.promise;
    };
    const { result, rerender } = renderHook(({ key }) => useAsyncValue(key, load(key)), {
      initialProps: { key: 'a' },
    });
    expect(result.current).toEqual({ value: undefined, failed: false });
    rerender({ key: 'b' });
    // "a" arrives after the key moved on: it is never shown as "b"'s value.
    await act(async () => loads.get('a')!.resolve('valor de a'));
    expect(result.current.value).toBeUndefined();
    await act(async () => loads.get('b')!.resolve('valor de b'));
    expect(result.current).toEqual({ value: 'valor de b', failed: false });
    rerender({ key: 'c' });
    expect(result.current.value).toBeUndefined();
    await act(async () => loads.get('c')!.reject(new Error('sem rede')));
    expect(result.current).toEqual({ value: undefined, failed: true });
  });
});
