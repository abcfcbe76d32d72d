import Box from '@mui/material/Box';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { RasterPicture, rasterSrcSet } from '@/web/components/raster-picture';
import {
  DocHeading,
  DocLead,
  DocList,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import english from '@/web/locales/en/content/docs/doc-lazyload-image.json';

const usageExample = `<RasterPicture
  kind="gallery"
  n={3}
  alt={t('gallery.photo', { n: 3 })}
  sizes="(min-width: 960px) 33vw, 100vw"
/>
// The first screen's picture: priority (loaded at once, first)`;

/** One picture, as this page shows it below: which files it offers the browser. */
const example = { kind: 'gallery', n: 3 } as const;

/** RasterPicture: responsive AVIF/WebP/JPEG, lazy by default, encoded by the server on first request. */
export function LazyloadImageDoc() {
  const { t } = useDocTranslation();
  return (
    <>
      <DocLead />
      <DocHeading id="component" />
      <DocParagraph k="componentText" />
      <CodeBlock code={usageExample} language="tsx" />
      <DocList base="does" keys={Object.keys(english.does)} />
      <DocHeading id="example" />
      <DocParagraph k="exampleText" />
      <Box sx={{ maxWidth: 400, my: 2 }}>
        <RasterPicture {...example} alt={t('exampleAlt')} sizes="400px" />
      </Box>
      <CodeBlock code={rasterSrcSet(example.kind, example.n, 'avif').split(', ').join(',\n')} />
      <DocHeading id="server" />
      <DocParagraph k="serverText" />
      <DocParagraph k="warmText" />
    </>
  );
}
