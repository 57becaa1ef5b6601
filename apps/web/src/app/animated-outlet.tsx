// Page transitions of docs/product.md §2/§9: the page fades out for 250 ms when navigating, then the new one appears;
// the window scrolls to the top 100 ms after the navigation starts.
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet, type Location } from 'react-router';

export const PAGE_FADE_MS = 250;
export const SCROLL_TOP_DELAY_MS = 100;

interface Shown {
  location: Location;
  outlet: ReactNode;
}

export function AnimatedOutlet() {
  const routerLocation = useContext(UNSAFE_LocationContext);
  const location = useLocation();
  const outlet = useOutlet();
  const [shown, setShown] = useState<Shown>({ location, outlet });
  const leaving = shown.location.pathname !== location.pathname;

  // While on the same page, remember its latest element: it is what fades out when the path changes.
  if (!leaving && (shown.outlet !== outlet || shown.location !== location)) setShown({ location, outlet });

  useEffect(() => {
    if (!leaving) return;
    const scroll = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_TOP_DELAY_MS);
    const swap = setTimeout(() => setShown({ location, outlet: null }), PAGE_FADE_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(swap);
    };
  }, [leaving, location]);

  // The leaving page keeps seeing its own location, so its guards and effects do not react to the next page.
  // The provider is always rendered (same tree shape), so the leaving page is not remounted.
  const frozen = useMemo(() => ({ ...routerLocation, location: shown.location }), [routerLocation, shown.location]);

  return (
    <div
      data-page-state={leaving ? 'leaving' : 'shown'}
      className={`transition-opacity duration-[250ms] ease-out ${leaving ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
    >
      <UNSAFE_LocationContext.Provider value={leaving ? frozen : routerLocation}>
        {leaving ? shown.outlet : outlet}
      </UNSAFE_LocationContext.Provider>
    </div>
  );
}
