// A screen may put its own link in the header, in place of the action button of its route: a certified report's
// screen is an edit route, whose "Salvar" would have nothing to save, so it shows "Ver certificado" instead.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

export interface HeaderLink {
  label: string;
  href: string;
  /** Shown after the label where there is room (from the md breakpoint), e.g. a certificate's code. */
  detail?: string;
}

const SetHeaderLinkContext = createContext<(link: HeaderLink | null) => void>(() => {});
const HeaderLinkContext = createContext<HeaderLink | null>(null);

export function HeaderLinkProvider({ children }: { children: ReactNode }) {
  const [link, setLink] = useState<HeaderLink | null>(null);
  return (
    <SetHeaderLinkContext.Provider value={setLink}>
      <HeaderLinkContext.Provider value={link}>{children}</HeaderLinkContext.Provider>
    </SetHeaderLinkContext.Provider>
  );
}

/** The screen's link in the header while it is mounted (null: the route's own button). */
export function useHeaderLink(link: HeaderLink | null): void {
  const set = useContext(SetHeaderLinkContext);
  const { label, href, detail } = link ?? {};
  // Before paint, like editor mode: the route's button never flashes first.
  useLayoutEffect(() => {
    if (label === undefined || href === undefined) return;
    set({ label, href, detail });
    return () => set(null);
  }, [set, label, href, detail]);
}

/** The header's view: the link a screen asked for, if any. */
export function useScreenHeaderLink(): HeaderLink | null {
  return useContext(HeaderLinkContext);
}
