import sharp from 'sharp';

// The share image of a public page (og:image): a 1200×630 PNG drawn from an SVG — the page's kind, its title, a
// line or two of facts and the site's name — when the item has no picture of its own. Text is set in the system's
// sans-serif (DejaVu or Liberation on Debian; librsvg falls back to any installed font).

const WIDTH = 1200;
const HEIGHT = 630;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Lines of at most `max` characters, cut at spaces (a word longer than a line is cut), at most `lines` of them. */
export function wrap(text: string, max: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) out.push(line);
      line = word.length > max ? `${word.slice(0, max - 1)}…` : word;
    }
    if (out.length === lines) break;
  }
  if (out.length < lines && line) out.push(line);
  if (out.length === lines && words.join(' ').length > out.join(' ').length) {
    out[lines - 1] = `${out[lines - 1]!.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  }
  return out;
}

export interface ShareCard {
  /** "Projeto", "Certificado"… above the title. */
  kicker: string;
  title: string;
  /** One or two lines under the title (place, certified impact, code and status). */
  facts: string[];
}

/** The card as PNG bytes. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const title = wrap(card.title, 30, 3);
  const facts = card.facts.flatMap((f) => wrap(f, 52, 2)).slice(0, 3);
  const titleTop = 220;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f7f2"/>
  <rect width="24" height="${HEIGHT}" fill="#2f6f3e"/>
  <text x="80" y="130" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="bold" fill="#2f6f3e">${escapeXml(card.kicker.toUpperCase())}</text>
  ${title
    .map(
      (line, i) =>
        `<text x="80" y="${titleTop + i * 72}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="60" font-weight="bold" fill="#1c2b1f">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  ${facts
    .map(
      (line, i) =>
        `<text x="80" y="${titleTop + title.length * 72 + 40 + i * 46}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#3b4a3e">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="${HEIGHT - 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" font-weight="bold" fill="#2f6f3e">Raiz</text>
  <text x="190" y="${HEIGHT - 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#3b4a3e">registro público de impacto ambiental</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
