import type { PrismTheme } from 'prism-react-renderer';

/**
 * Token colours for code on the blocks' grey 800 (#212B36): each passes WCAG AA (4.5:1) against it, which
 * the ready-made Prism themes' comments and punctuation do not.
 */
export const codeTheme: PrismTheme = {
  plain: { color: '#F4F6F8', backgroundColor: 'transparent' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#A5B4C3', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#C4CDD5' } },
    { types: ['keyword', 'atrule', 'important'], style: { color: '#D3A6FF' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: '#C3E88D' } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: '#FFAB8A' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: '#8DB8FF' } },
    { types: ['tag', 'deleted', 'selector'], style: { color: '#FF8A92' } },
    { types: ['attr-name', 'property', 'builtin'], style: { color: '#FFD37A' } },
    { types: ['variable', 'parameter'], style: { color: '#F4F6F8' } },
  ],
};
