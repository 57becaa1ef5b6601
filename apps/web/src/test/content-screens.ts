// The setup every content screen test shares: Ana signed in, no toast left over, a fresh fake content API.
import { configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { ANA_ID, FakeContentApi } from './fake-content-api';
import { setUpScreens } from './screen-hooks';
import { sessionUser } from './session-users';

export const ana = sessionUser('ana', ANA_ID);

/** Registers the hooks; `receive` gets each test's fake API (`let api; setUpContentScreens((fake) => (api = fake))`). */
export function setUpContentScreens(receive: (api: FakeContentApi) => void): void {
  // Whole route modules render here (lazy chunks compiled on first use, real providers): on a busy machine the first
  // screen of a file can take several seconds to appear.
  configure({ asyncUtilTimeout: 15_000 });
  setUpScreens(ana);
  beforeEach(() => {
    receive(new FakeContentApi().install());
  });
}

/** Presses the form's "Salvar" and waits for the one request it sends: answers that request's body. */
export async function saveAndSend(user: UserEvent, api: FakeContentApi, method: string, path?: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(api.sent(method, path)).toHaveLength(1));
  return api.sent(method, path)[0]?.body;
}
