import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the screen the person came from (the list or the project page that opened a form), or to `fallback`
 * when the form was the first page opened in this tab (Back would leave the app).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
