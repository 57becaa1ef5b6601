import fs from 'node:fs';

/** Debian's Chromium, or the browser CHROME_PATH names; undefined when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && fs.existsSync(p));
}
