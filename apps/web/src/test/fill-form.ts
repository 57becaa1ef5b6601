import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills fields found by their label (in `container`, the whole screen unless given), in order, as a person would: picks
 * a select's option, types into the others.
 */
export async function fillForm(
  user: UserEvent,
  values: Record<string, string>,
  container?: HTMLElement,
): Promise<void> {
  const scope = container ? within(container) : screen;
  for (const [label, value] of Object.entries(values)) {
    const field = await scope.findByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

/** What a select offers, as the person reads it: its options' texts, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
