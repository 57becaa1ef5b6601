// Icons only lazily loaded screens use, apart from icons.tsx so the first screen does not carry them.
import { icon } from './icons';

export const ToolsIcon = icon(
  'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.5-.6-.6-2.5Z',
);

export const RefreshIcon = icon('M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5');

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, 'm20 20-3.5-3.5');

export const DownloadIcon = icon('M12 4v11M7 10l5 5 5-5M5 20h14');

export const LogOutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9');

/** People together: organisations. */
export const UsersIcon = icon(
  <circle cx="9" cy="8" r="3.5" />,
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8',
);

export const UploadIcon = icon('M12 20V9M7 14l5-5 5 5M5 4h14');
