// Post content is Markdown stored exactly as typed; it becomes HTML only in the browser, and only through DOMPurify:
// whatever anyone stored (raw <script>, on* handlers, javascript: links, forms, iframes) cannot run here.
// marked + DOMPurify weigh ~40 KB gzip: this module is loaded on demand (preview tab, "Ler post").
import DOMPurify from 'dompurify';
import { marked } from 'marked';

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
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
  });
}
