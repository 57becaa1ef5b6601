// A creation lands on the saved item's page with its files panel in focus, so evidence, a cover or documents can be
// added at once (docs/evidence.md): the navigation's state says so to that page.
import { useLocation } from 'react-router';

export const addFilesState = { addFiles: true } as const;

/** Whether this screen was opened right after creating its item, to add its files. */
export function useAddFiles(): boolean {
  const state = useLocation().state as { addFiles?: unknown } | null;
  return state?.addFiles === true;
}
