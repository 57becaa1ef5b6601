import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { dispatchToast, getToastState, toast, toastReducer, TOAST_REMOVE_DELAY, type Toast } from './toast';

const sample = (id: string, extra: Partial<Toast> = {}): Toast => ({
  id,
  variant: 'default',
  open: true,
  duration: 5000,
  ...extra,
});

beforeEach(() => {
  dispatchToast({ type: 'REMOVE_TOAST' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast reducer (docs/product.md §4)', () => {
  it('keeps only the newest toast when one is added', () => {
    const state = toastReducer({ toasts: [sample('a')] }, { type: 'ADD_TOAST', toast: sample('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('updates a toast in place', () => {
    const state = toastReducer(
      { toasts: [sample('a', { title: 'Antes' })] },
      { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'Depois' } },
    );
    expect(state.toasts[0]).toMatchObject({ id: 'a', title: 'Depois', open: true });
  });

  it('dismiss marks it closed; remove takes it out; without an id both apply to all', () => {
    let state = toastReducer({ toasts: [sample('a')] }, { type: 'DISMISS_TOAST' });
    expect(state.toasts).toEqual([sample('a', { open: false })]);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });
});

describe('toast store', () => {
  it('shows one toast at a time', () => {
    toast({ title: 'Primeiro' });
    toast({ title: 'Segundo', variant: 'destructive' });
    expect(getToastState().toasts).toHaveLength(1);
    expect(getToastState().toasts[0]).toMatchObject({ title: 'Segundo', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast after 5000 ms', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Salvo' });
    shown.dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});

describe('Toaster', () => {
  it('shows the toast with its title and text, and closes it from its button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login bem-sucedido!', description: 'Você está conectado.' });
    });
    const item = screen.getByRole('status');
    expect(item).toHaveTextContent('Login bem-sucedido!');
    expect(item).toHaveTextContent('Você está conectado.');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(getToastState().toasts[0]?.open).toBe(false);
  });

  it('announces a destructive toast as an alert', () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Erro', description: 'Falha ao processar autenticação.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao processar autenticação.');
  });

  it('dismisses an open toast by itself after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Rascunho salvo', duration: 3000 });
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the container at most 600 px wide', () => {
    render(<Toaster />);
    expect(screen.getByTestId('toast-container').className).toContain('max-w-[600px]');
  });
});
