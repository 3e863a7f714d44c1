// Every HTML block that comes from the server goes through DOMPurify before it reaches the page; markdown is
// rendered with marked first, then sanitised the same way.
import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html?: string;
  markdown?: string;
}

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    // Links that open a new tab must not hand the portal's window to the other site.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ADD_ATTR: ['target'] });
}

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}

export function SafeHtml({ html, markdown, ...box }: SafeHtmlProps) {
  const clean = useMemo(
    () => (markdown !== undefined ? renderMarkdown(markdown) : sanitizeHtml(html ?? '')),
    [html, markdown],
  );
  return (
    <Box
      className="portal-safe-html"
      css={{ '& a': { color: 'colorPalette.fg', textDecoration: 'underline' }, '& p + p': { mt: '2' } }}
      {...box}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
