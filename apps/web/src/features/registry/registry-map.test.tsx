import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mapConfigResponseSchema,
  registryListResponseSchema,
  registryMapPointsResponseSchema,
  registryOrganizationOptionsResponseSchema,
  type RegistryMapPoint,
} from '@raiz/domain';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';

// The registry's map (docs/map.md), for a visitor: the same filters as the list, markers grouped when they crowd,
// a card per marker, the same points as a list for keyboards and screen readers, and the tile map when the server
// names a tile server. The stand-in answers through the domain's response schemas.

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const belem: RegistryMapPoint = {
  slug: 'quintais-de-belem',
  name: 'Quintais de Belém',
  organizationName: 'Coletivo Norte',
  latitude: -1.4558,
  longitude: -48.4902,
};
const ananindeua: RegistryMapPoint = {
  slug: 'igarapes-de-ananindeua',
  name: 'Igarapés de Ananindeua',
  organizationName: null,
  latitude: -1.3656,
  longitude: -48.3722,
};
const saoPaulo: RegistryMapPoint = {
  slug: 'hortas-de-sao-paulo',
  name: 'Hortas de São Paulo',
  organizationName: null,
  latitude: -23.5505,
  longitude: -46.6333,
};
const states: Record<string, string> = { [belem.slug]: 'PA', [ananindeua.slug]: 'PA', [saoPaulo.slug]: 'SP' };

let tilesUrl: string | null;
let mapRequests: URL[];

setUpScreens();
beforeEach(() => {
  configure({ asyncUtilTimeout: 15_000 });
  tilesUrl = null;
  mapRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/v1/public/map/config')
        return json(
          mapConfigResponseSchema.parse({ data: { tilesUrl, attribution: tilesUrl ? '© Mapas <Teste>' : null } }),
        );
      if (pathname === '/v1/public/map/projects') {
        mapRequests.push(new URL(url, 'http://localhost'));
        const state = searchParams.get('state');
        const q = searchParams.get('q')?.toLowerCase();
        const points = [belem, ananindeua, saoPaulo].filter(
          (p) => (!state || states[p.slug] === state) && (!q || p.name.toLowerCase().includes(q)),
        );
        return json(registryMapPointsResponseSchema.parse({ data: points }));
      }
      if (pathname === '/v1/public/organizations')
        return json(registryOrganizationOptionsResponseSchema.parse({ data: [] }));
      if (pathname === '/v1/public/projects')
        return json(registryListResponseSchema.parse({ data: { items: [], page: 1, pageSize: 12, total: 0 } }));
      throw new Error(`unexpected ${url}`);
    }),
  );
});

const map = () => screen.findByRole('group', { name: 'Mapa dos projetos do registro' });

describe('the registry map', { timeout: 30_000 }, () => {
  it('draws Brazil offline and groups the markers that crowd, with their count', async () => {
    renderApp('/registro');
    const svg = await map();
    expect(svg).toHaveAttribute('data-map', 'offline');
    // Belém and Ananindeua, 16 km apart, share one marker; São Paulo has its own.
    const group = await within(svg).findByRole('button', { name: '2 projetos neste lugar' });
    expect(group).toHaveTextContent('2');
    expect(within(svg).getByRole('button', { name: 'Projeto Hortas de São Paulo' })).toBeInTheDocument();
    expect(within(svg).getAllByRole('button')).toHaveLength(2);
    // 27 states drawn.
    expect(svg.querySelectorAll('g[aria-hidden="true"] > path.fill-surface-2')).toHaveLength(27);
  });

  it('opens a marker’s card with the project’s name, organisation and public page; a group’s card lists them', async () => {
    const user = userEvent.setup();
    renderApp('/registro');
    const svg = await map();
    await user.click(await within(svg).findByRole('button', { name: 'Projeto Hortas de São Paulo' }));
    const card = (await screen.findByRole('heading', { name: 'Hortas de São Paulo' })).closest('section')!;
    expect(within(card).getByRole('link', { name: 'Ver o projeto' })).toHaveAttribute(
      'href',
      '/registro/hortas-de-sao-paulo',
    );

    await user.click(within(svg).getByRole('button', { name: '2 projetos neste lugar' }));
    const group = (await screen.findByRole('heading', { name: '2 projetos neste lugar' })).closest('section')!;
    expect(within(group).getByRole('link', { name: 'Quintais de Belém' })).toHaveAttribute(
      'href',
      '/registro/quintais-de-belem',
    );
    expect(within(group).getByText('· Coletivo Norte')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Igarapés de Ananindeua' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Fechar o cartão' }));
    expect(screen.queryByRole('heading', { name: '2 projetos neste lugar' })).not.toBeInTheDocument();
  });

  it('gives keyboards and screen readers the same points as a list of buttons that open the card', async () => {
    const user = userEvent.setup();
    renderApp('/registro');
    await map();
    const summary = await screen.findByText('Lista do mapa: 3 projetos');
    // jsdom does not open <details> from the keyboard as browsers do; a click is the same toggle.
    await user.click(summary);
    const list = summary.closest('details')!;
    expect(list).toHaveAttribute('open');
    const item = within(list).getByRole('button', { name: 'Quintais de Belém · Coletivo Norte' });
    item.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Quintais de Belém' });
    expect(heading).toHaveFocus();
    expect(item).toHaveAttribute('aria-pressed', 'true');
    // A marker is reachable by keyboard too.
    const marker = within(await map()).getByRole('button', { name: '2 projetos neste lugar' });
    expect(marker).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(marker, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: '2 projetos neste lugar' })).toHaveFocus();
  });

  it('follows the list’s filters', async () => {
    const user = userEvent.setup();
    renderApp('/registro?uf=SP');
    const svg = await map();
    await waitFor(() => expect(within(svg).getAllByRole('button')).toHaveLength(1));
    expect(mapRequests.at(-1)?.searchParams.get('state')).toBe('SP');
    await user.selectOptions(screen.getByLabelText('UF'), 'PA');
    await waitFor(() => expect(mapRequests.at(-1)?.searchParams.get('state')).toBe('PA'));
    expect(await within(svg).findByRole('button', { name: '2 projetos neste lugar' })).toBeInTheDocument();
    expect(within(svg).queryByRole('button', { name: 'Projeto Hortas de São Paulo' })).not.toBeInTheDocument();
  });

  it('leaves the focus in the search while a search narrows an open card', async () => {
    const user = userEvent.setup();
    renderApp('/registro');
    const svg = await map();
    await user.click(await within(svg).findByRole('button', { name: '2 projetos neste lugar' }));
    expect(await screen.findByRole('heading', { name: '2 projetos neste lugar' })).toHaveFocus();
    const search = screen.getByLabelText('Buscar projetos');
    await user.click(search);
    await user.type(search, 'quintais');
    await waitFor(() => expect(mapRequests.at(-1)?.searchParams.get('q')).toBe('quintais'));
    // The card now holds the one project left, and the person keeps typing where they were.
    expect(await screen.findByRole('heading', { name: 'Quintais de Belém' })).toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('draws the tile map over the configured tile server instead, with the same markers', async () => {
    tilesUrl = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
    renderApp('/registro');
    const tiles = await map();
    expect(tiles).toHaveAttribute('data-map', 'tiles');
    await waitFor(() => expect(tiles.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(tiles.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/tiles\/\d+\/\d+\/\d+\.png$/,
    );
    await waitFor(() => expect(tiles.querySelectorAll('.raiz-map-marker').length).toBeGreaterThan(0));
    expect(screen.queryByRole('group', { name: 'Mapa dos projetos do registro' })).toBe(tiles);
    // The tile server's credit, as text.
    expect(tiles.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Mapas <Teste>');
  });
});
