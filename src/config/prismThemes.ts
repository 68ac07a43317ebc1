/**
 * Code highlighting themes with WCAG AA contrast (4.5:1) for every token on their own background.
 * Docusaurus's bundled GitHub and Dracula themes fail axe's color-contrast rule on several tokens.
 */
import type { PrismTheme } from 'prism-react-renderer';

export const accessibleLightTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#24292f' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#0a3069' } },
    { types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: { color: '#cf222e' } },
    { types: ['function', 'method', 'class-name'], style: { color: '#6639ba' } },
    {
      types: ['variable', 'parameter', 'property', 'attr-name', 'assign-left', 'request-target', 'http-version'],
      style: { color: '#953800' },
    },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#0550ae' } },
    { types: ['tag', 'namespace'], style: { color: '#116329' } },
  ],
};

export const accessibleDarkTheme: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#1e2228' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9ba5b0', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#e6edf3' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#a5d6ff' } },
    { types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: { color: '#ff8b85' } },
    { types: ['function', 'method', 'class-name'], style: { color: '#d2a8ff' } },
    {
      types: ['variable', 'parameter', 'property', 'attr-name', 'assign-left', 'request-target', 'http-version'],
      style: { color: '#ffa657' },
    },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#79c0ff' } },
    { types: ['tag', 'namespace'], style: { color: '#7ee787' } },
  ],
};
