import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectChildFixture, type Session } from '../../test/test-app.ts';
import { eventInput } from '../content-common/content-factories.ts';

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

const { t, ana, inject, newProject, listed, base, createRow } = await projectChildFixture('events', eventInput);
afterAll(() => t.close());

describe('/v1/projects/:projectId/events', () => {
  it('creates an event, answering its instants in UTC ISO', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: ana.cookieHeaders, payload: eventInput() });
    expect(res.statusCode).toBe(201);
    const event = res.json().data;
    expect(event).toMatchObject({
      title: 'Dia de campo',
      startsAt: '2025-09-20T12:00:00.000Z',
      endsAt: '2025-09-20T19:00:00.000Z',
      location: 'Sede da associação',
      capacity: 40,
      ownerId: ana.user.id,
      version: 1,
    });
    expect((await inject(ana, 'GET', `${base}/${event.id}`)).json()).toEqual({ data: event });

    const open = await createRow(ana, { title: 'Roda de conversa', startsAt: '2025-10-01T19:00:00Z' });
    expect(open).toMatchObject({ endsAt: null, capacity: null, description: '', location: '' });
  });

  it('answers 400 to an end before the start, a start without time zone and a negative or fractional capacity', async () => {
    let res = await inject(
      ana,
      'POST',
      base,
      eventInput({ startsAt: '2025-09-20T10:00:00-03:00', endsAt: '2025-09-20T12:59:00Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ endsAt: 'O término deve ser igual ou posterior ao início.' });

    res = await inject(ana, 'POST', base, eventInput({ startsAt: '2025-09-20 10:00', capacity: -1 }));
    expect(res.json().error.fields).toEqual({
      startsAt: 'Data e hora inválidas: use ISO 8601 com fuso (ex.: 2025-03-01T10:00:00-03:00).',
      capacity: 'O valor não pode ser negativo.',
    });

    res = await inject(ana, 'POST', base, eventInput({ capacity: 2.5 }));
    expect(res.json().error.fields).toEqual({ capacity: 'Use um número inteiro.' });

    res = await inject(ana, 'POST', base, { title: 'Sem data' });
    expect(res.json().error.fields).toEqual({ startsAt: 'Campo obrigatório.' });
  });

  it('updates with the current version, checks the stored start, and refuses a stale version', async () => {
    const event = await createRow(ana);
    const url = `${base}/${event.id}`;
    const early = await inject(ana, 'PATCH', url, { version: 1, endsAt: '2025-09-19T10:00:00-03:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ endsAt: 'O término deve ser igual ou posterior ao início.' });

    const ok = await inject(ana, 'PATCH', url, { version: 1, capacity: null, location: 'Viveiro municipal' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      capacity: null,
      location: 'Viveiro municipal',
      startsAt: event.startsAt,
      version: 2,
    });

    const stale = await inject(ana, 'PATCH', url, { version: 1, title: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });
  });

  describe('lists', () => {
    let listUrl: string;
    beforeAll(async () => {
      listUrl = `/v1/projects/${(await newProject(ana)).id}/events`;
      await createRow(
        ana,
        eventInput({ title: 'Plantio', startsAt: '2025-11-10T08:00:00-03:00', endsAt: null }),
        listUrl,
      );
      await createRow(
        ana,
        eventInput({ title: 'Oficina de compostagem', startsAt: '2025-10-05T14:00:00-03:00', endsAt: null }),
        listUrl,
      );
      await createRow(
        ana,
        eventInput({
          title: 'Trilha',
          startsAt: '2025-12-01T07:00:00-03:00',
          endsAt: null,
          location: 'Parque Estadual',
        }),
        listUrl,
      );
    });
    const titles = (who: Session, query = '') => listed(who, `${listUrl}${query}`);

    it('lists by start date by default, and by title or creation on request', async () => {
      expect(await titles(ana)).toEqual(['Oficina de compostagem', 'Plantio', 'Trilha']);
      expect(await titles(ana, '?sort=startsAt:desc')).toEqual(['Trilha', 'Plantio', 'Oficina de compostagem']);
      expect(await titles(ana, '?sort=title:asc')).toEqual(['Oficina de compostagem', 'Plantio', 'Trilha']);
      expect(await titles(ana, '?sort=createdAt:desc')).toEqual(['Trilha', 'Oficina de compostagem', 'Plantio']);
    });

    it('paginates and searches title, description and location', async () => {
      const page = (await inject(ana, 'GET', `${listUrl}?pageSize=1&page=3`)).json().data;
      expect(page).toMatchObject({ page: 3, pageSize: 1, total: 3 });
      expect(page.items.map((e: { title: string }) => e.title)).toEqual(['Trilha']);
      expect(await titles(ana, '?q=parque')).toEqual(['Trilha']);
      expect(await titles(ana, '?q=COMPOST')).toEqual(['Oficina de compostagem']);
    });
  });
});
