import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Dashboard, IndicatorTotals } from '@raiz/domain/dashboard';
import { ImpactCharts } from './components/impact-charts';
import { BalanceCard, CountCards } from './components/summary-cards';
import { VerifiedImpact } from './components/verified-impact';
import { zeroTotals } from './dashboard-data';

const totals = (partial: Partial<IndicatorTotals>): IndicatorTotals => ({ ...zeroTotals(), ...partial });

const byMonth: Dashboard['byMonth'] = [
  { month: '2026-01', ...totals({ treesPlanted: 1200, waterM3: 10.5 }) },
  { month: '2026-03', ...totals({ treesPlanted: 300 }) },
];
const byProject: Dashboard['byProject'] = [
  { projectId: 'p1', projectName: 'Nascentes do Cerrado', ...totals({ treesPlanted: 1500, waterM3: 10.5 }) },
];

describe('panel components', () => {
  it('opens the charts on an indicator with data and shows the table alternative on request', async () => {
    const user = userEvent.setup();
    render(<ImpactCharts byMonth={byMonth} byProject={byProject} />);

    expect(screen.getByRole('button', { name: 'Árvores', pressed: true })).toBeInTheDocument();
    const monthCard = screen.getByRole('region', { name: 'Por mês' });
    const toggle = within(monthCard).getByRole('button', { name: 'Ver tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(monthCard).queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(within(monthCard).getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
    const table = within(monthCard).getByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'MêsCarbono (tCO2e)Árvores (árvores)Área restaurada (ha)Água (m³)Resíduos (t)Pessoas (pessoas)',
      'jan/20260,001.2000,0010,500,000',
      'fev/20260,0000,000,000,000',
      'mar/20260,003000,000,000,000',
      'Total0,001.5000,0010,500,000',
    ]);

    await user.click(screen.getByRole('button', { name: 'Água' }));
    expect(screen.getByRole('button', { name: 'Água', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Água (m³) somado em cada projeto.')).toBeInTheDocument();
  });

  it('shows the counts and the balance, or the way to activate the wallet', () => {
    const counts = { projects: 2, reports: 1, posts: 0, events: 3, products: 1, certificates: 1 };
    const { rerender } = render(
      <MemoryRouter>
        <CountCards counts={counts} />
        <BalanceCard rdxBalance="100000000" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '2 Projetos' })).toHaveAttribute('href', '/projetos');
    expect(screen.getByRole('link', { name: '1 Relatório' })).toHaveAttribute('href', '/relatorios');
    expect(screen.getByText('Posts').closest('div')).toHaveTextContent('0Posts');
    expect(screen.getByTestId('rdx-balance')).toHaveTextContent('100,000000 RDX');

    rerender(
      <MemoryRouter>
        <BalanceCard rdxBalance={null} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('rdx-balance')).toHaveTextContent('Carteira não ativada');
    expect(screen.getByRole('link', { name: 'Ativar carteira' })).toHaveAttribute('href', '/carteira');
  });

  it('counts the verified reports and shows verified apart from self-declared impact', () => {
    render(
      <VerifiedImpact
        verified={{ reports: 1, totals: totals({ treesPlanted: 4200, co2eTonnes: 152.75 }) }}
        selfDeclared={{ reports: 2, totals: totals({ treesPlanted: 130 }) }}
      />,
    );
    expect(screen.getByTestId('count-verified')).toHaveTextContent('1');
    expect(screen.getByText('Relatório verificado')).toBeInTheDocument();
    expect(screen.getByText('de 3 publicados ou certificados')).toBeInTheDocument();
    const verified = screen.getByRole('list', { name: 'Impacto verificado' });
    expect(within(verified).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carbono evitado/sequestrado: 152,75 tCO2e',
      'Árvores plantadas: 4.200 árvores',
    ]);
    const selfDeclared = screen.getByRole('list', { name: 'Impacto autodeclarado' });
    expect(within(selfDeclared).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Árvores plantadas: 130 árvores',
    ]);
  });
});
