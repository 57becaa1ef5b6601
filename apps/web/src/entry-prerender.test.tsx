import { describe, expect, it } from 'vitest';
import { prerenderedPages, renderFrame, renderPage } from './entry-prerender';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('prerendering, the last step of the build (scripts/prerender.mjs)', () => {
  it('leaves no timer alive once every page is rendered, so the build exits as soon as it is done', { timeout: 60_000 }, async () => {
    const before = timers();
    for (const page of prerenderedPages) expect(await renderPage(page.url)).toContain('<');
    expect(await renderFrame()).toContain('Carregando');
    // Short timers of the render itself may still be due: give them a second to fire; a long one stays.
    for (let i = 0; i < 10 && timers() > before; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
