import { brand } from '@/contract/brand';
import type { ComponentsShowcasePath } from '@/contract/components-showcase';
import { publicPage, type PublicPath } from '@/contract/public-pages';
import { pageTitle } from './page';

export interface ShareImage {
  /** A path served by the app: a JPEG, PNG or WebP (social networks show no SVG). */
  src: string;
  width: number;
  height: number;
  /** Its MIME type, e.g. "image/jpeg". */
  type: string;
  /** What it shows, for people who cannot see it. */
  alt: string;
}

export interface PageHeadProps {
  /** The screen's title; the document title becomes "{title} | {product}". */
  title: string;
  description: string;
  /** The page's own path; the canonical link follows an alias to its main page. */
  path: PublicPath | ComponentsShowcasePath;
  /** Image shared links show, a raster served by the app with its size (the brand's share image by default). */
  image?: ShareImage;
  /** The language the page is shown in, e.g. "en". */
  language?: string;
}

const absolute = (path: string) => `${brand.siteUrl}${path}`;
const ogLocales: Record<string, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR' };

/**
 * A public page's title, description, canonical link and Open Graph tags. React 19 places these elements
 * in the document head itself, in the browser and when the page is rendered to a string at build time.
 */
export function PageHead({
  title,
  description,
  path,
  image = brand.shareImage,
  language = 'en',
}: PageHeadProps) {
  const page = publicPage(path);
  const url = absolute(page.canonical ?? page.path);
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {page.noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absolute(image.src)} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:locale" content={ogLocales[language] ?? ogLocales.en} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
