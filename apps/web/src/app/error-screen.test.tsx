import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-screen';

function Broken(): never {
  throw new Error('Falha simulada ao desenhar a página');
}

afterEach(() => vi.restoreAllMocks());

describe('fallback error screen (docs/product.md §2)', () => {
  it('shows the spec texts, the technical details and both buttons', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro inesperado na aplicação.')).toBeInTheDocument();
    expect(screen.getByText('Detalhes técnicos').closest('details')).toHaveTextContent(
      'Falha simulada ao desenhar a página',
    );
    expect(screen.getByRole('button', { name: 'Recarregar Página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar ao Início' })).toBeInTheDocument();
    expect(screen.getByText('Se o problema persistir, entre em contato com o suporte.')).toBeInTheDocument();
  });

  it('tries again when its reset key (the path) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <AppErrorBoundary resetKey="/quebrada">
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    rerender(
      <AppErrorBoundary resetKey="/painel">
        <p>Página boa</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Página boa')).toBeInTheDocument();
  });
});
