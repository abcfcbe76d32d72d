import sanitizeHtml from 'sanitize-html';
import { POST_BODY_TAGS, isPostLinkUrl } from '@/contract/blog-html';
import { isOwnImageUrl } from '@/contract/own-images';

/**
 * The one gate every rich text (a blog post body, a product description) passes before it is stored: the
 * allow-list of tags the editor produces (contract/blog-html.ts), applied by sanitize-html. Anything else
 * (scripts, styles, event handlers, foreign images, non-https links) is dropped; text is escaped. The web app
 * sanitizes again when it renders.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_BODY_TAGS],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  selfClosing: ['br', 'hr', 'img'],
  // Elements whose content is never text worth keeping.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    a: (_tag, attributes) => {
      const href = attributes.href ?? '';
      const attribs: sanitizeHtml.Attributes = isPostLinkUrl(href)
        ? { href, rel: 'noopener noreferrer' }
        : {};
      return { tagName: 'a', attribs };
    },
    img: (_tag, attributes) => ({
      tagName: 'img',
      attribs: { src: attributes.src ?? '', alt: attributes.alt ?? '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageUrl(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
