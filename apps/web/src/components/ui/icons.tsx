// Small inline icons (stroke style), so the shell needs no icon library. Decorative: hidden from screen readers.
// This module ships with the first screen (its 95 KB gzip budget): it holds the icons of the shell, / and /auth, and
// whatever else a lazily loaded screen shares with them. An icon only lazily loaded screens use goes in more-icons.tsx.
import { Fragment, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * An icon from its shapes, in order: a path as its `d`, any other shape as its element. The one 24×24 stroke frame;
 * props (size, class) go to the <svg>.
 */
export const icon =
  (...shapes: (string | ReactElement)[]) =>
  (props: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {shapes.map((shape, i) => (
        <Fragment key={i}>{typeof shape === 'string' ? <path d={shape} /> : shape}</Fragment>
      ))}
    </svg>
  );

export const LeafIcon = icon(
  'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z',
  'M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12',
);

export const FolderIcon = icon('M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z');

export const ReportIcon = icon('M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z', 'M14 3v5h5M9 13h6M9 17h4');

export const DashboardIcon = icon(
  <rect x="3" y="3" width="7" height="9" rx="1.5" />,
  <rect x="14" y="3" width="7" height="5" rx="1.5" />,
  <rect x="14" y="12" width="7" height="9" rx="1.5" />,
  <rect x="3" y="16" width="7" height="5" rx="1.5" />,
);

export const WalletIcon = icon(
  'M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3',
  'M21 12h-4a2 2 0 0 0 0 4h4v-4Z',
  'M3 7h16a2 2 0 0 1 2 2v3',
);

export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, 'M4 21a8 8 0 0 1 16 0');

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
);

export const MoonIcon = icon('M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z');

export const CloseIcon = icon('M18 6 6 18M6 6l12 12');

export const CheckIcon = icon('M20 6 9 17l-5-5');

export const AlertIcon = icon(<circle cx="12" cy="12" r="9" />, 'M12 8v5M12 16.5v.01');

export const ArrowRightIcon = icon('M5 12h14M13 6l6 6-6 6');
