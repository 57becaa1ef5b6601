import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mapMessages } from '@raiz/domain';
import { setUpContentScreens } from '../../test/content-screens';
import { renderApp } from '../../test/render-app';

// The project form's place (docs/map.md): a click on the map or the device's location fills latitude and longitude,
// typing still works, and coordinates outside Brazil get a warning that does not stop the save.

setUpContentScreens(() => undefined);

const latitude = () => screen.getByLabelText('Latitude (opcional)');
const longitude = () => screen.getByLabelText('Longitude (opcional)');
const pickerMap = () => screen.findByRole('group', { name: /Mapa para marcar o lugar do projeto/ });
const number = (input: HTMLElement) => Number((input as HTMLInputElement).value.replace(',', '.'));

function geolocation(answer: { coords: { latitude: number; longitude: number } } | { code: 1 | 2 | 3 }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'coords' in answer
          ? ok(answer as GeolocationPosition)
          : fail({
              code: answer.code,
              PERMISSION_DENIED: 1,
              POSITION_UNAVAILABLE: 2,
              TIMEOUT: 3,
            } as GeolocationPositionError),
    },
  });
}

describe('the project form’s place', { timeout: 20_000 }, () => {
  it('fills latitude and longitude where the map is clicked, and pins it', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    const map = await pickerMap();
    // The drawn map is 480 × 470 CSS pixels here; a click in its middle is in central Brazil.
    vi.spyOn(map, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 480, height: 470 }));
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 240, clientY: 235 } });
    await waitFor(() => expect((latitude() as HTMLInputElement).value).not.toBe(''));
    expect(number(latitude())).toBeGreaterThan(-20);
    expect(number(latitude())).toBeLessThan(-8);
    expect(number(longitude())).toBeGreaterThan(-58);
    expect(number(longitude())).toBeLessThan(-44);
    const pin = map.querySelector('[data-pin]')!;
    const [x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(pin.getAttribute('transform')!)!.slice(1).map(Number);
    expect(x).toBeCloseTo(240, 0);
    expect(y).toBeCloseTo(235, 0);
    expect(screen.queryByText(mapMessages.outsideBrazil)).not.toBeInTheDocument();
  });

  it('warns, without refusing, about coordinates outside Brazil, by its outline and not only its box', async () => {
    const user = userEvent.setup();
    renderApp('/projetos/criar');
    await pickerMap();
    // Asunción is inside Brazil's box, outside its outline.
    await user.type(latitude(), '-25,2637');
    await user.type(longitude(), '-57,5759');
    expect(await screen.findByText(mapMessages.outsideBrazil)).toBeInTheDocument();
    // Belém, on the coast, is in.
    await user.clear(latitude());
    await user.clear(longitude());
    await user.type(latitude(), '-1.4558');
    await user.type(longitude(), '-48.4902');
    await waitFor(() => expect(screen.queryByText(mapMessages.outsideBrazil)).not.toBeInTheDocument());
    // Lisbon: outside the box at once.
    await user.clear(latitude());
    await user.type(latitude(), '38,7223');
    await user.clear(longitude());
    await user.type(longitude(), '-9,1393');
    expect(await screen.findByText(mapMessages.outsideBrazil)).toBeInTheDocument();
    expect(latitude()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the device’s location, and says so in Portuguese when it is refused or unavailable', async () => {
    const user = userEvent.setup();
    geolocation({ code: 1 });
    renderApp('/projetos/criar');
    await pickerMap();
    await user.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mapMessages.geolocationDenied);

    geolocation({ code: 2 });
    await user.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    expect(await screen.findByText(mapMessages.geolocationUnavailable)).toBeInTheDocument();

    geolocation({ coords: { latitude: -1.455812345, longitude: -48.490234567 } });
    await user.click(screen.getByRole('button', { name: 'Usar minha localização' }));
    await waitFor(() => expect(latitude()).toHaveValue('-1,45581'));
    expect(longitude()).toHaveValue('-48,49023');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
