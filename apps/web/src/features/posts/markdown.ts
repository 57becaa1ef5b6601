// Post content is Markdown stored exactly as typed; it becomes HTML only in the browser, and only through DOMPurify:
// whatever anyone stored (raw <script>, on* handlers, javascript: links, forms, iframes) cannot run here.
// Raw HTML in the Markdown is shown as the text typed, never parsed: the browser reports a CSP violation (script-src-attr)
// as soon as any parser, DOMPurify's included, builds an element with an on* attribute, even one never inserted. So the
// only HTML a parser sees is what marked writes itself, which carries no handler (docs/design.md §6).
// marked + DOMPurify weigh ~40 KB gzip: this module is loaded on demand (preview tab, "Ler post").
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const marked = new Marked({ async: false, gfm: true, breaks: true });
marked.use({
  renderer: {
    // A block of raw HTML becomes a paragraph of its text; an inline tag, its text.
    html: ({ text, block }) => (block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text)),
  },
});

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'base',
  'meta',
  'link',
];

let hooked = false;
function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Links leave the app in a new tab without handing it a reference to this window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Markdown → sanitized HTML (GitHub-flavoured, single line breaks kept). */
export function renderMarkdown(source: string): string {
  installLinkHook();
  const html = marked.parse(source, { async: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
  });
}
