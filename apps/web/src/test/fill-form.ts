import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills fields found by their label, in order, as a person would: picks a select's option, types into the others. */
export async function fillForm(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
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
