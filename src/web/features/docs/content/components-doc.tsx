import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  DocText,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { paths } from '@/web/lib/paths';

/** The shared components a new screen reaches for first, by file under src/web/components/. */
const shared = [
  ['page.tsx', 'page'],
  ['screen-heading.tsx', 'screenHeading'],
  ['breadcrumbs.tsx', 'breadcrumbs'],
  ['data-grid/server-data-grid.tsx', 'dataGrid'],
  ['empty-content.tsx', 'emptyContent'],
  ['load-failed-alert.tsx', 'loadFailed'],
  ['confirm-dialog.tsx', 'confirmDialog'],
  ['label.tsx', 'label'],
  ['form-text-input.tsx', 'formTextInput'],
  ['image-upload-button.tsx', 'imageUpload'],
  ['rich-text-editor/lazy-rich-text-editor.tsx', 'editor'],
  ['raster-picture.tsx', 'rasterPicture'],
  ['animate/animate-in-view.tsx', 'animate'],
  ['code-block/code-block.tsx', 'codeBlock'],
  ['toaster.tsx', 'toaster'],
] as const;

/** Where shared UI lives, the components a screen is built from, and the live showcase. */
export function ComponentsDoc() {
  const { t } = useDocTranslation();
  return (
    <>
      <DocLead />
      <DocHeading id="showcase" />
      <p>
        <DocText k="showcaseText" />{' '}
        <Link component={RouterLink} to={paths.components.root}>
          {t('showcaseLink')}
        </Link>
      </p>
      <DocHeading id="where" />
      <DocParagraph k="whereText" />
      <DocHeading id="shared" />
      <DocTable
        label={t('headings.shared')}
        headers={[t('header.file'), t('header.use')]}
        rows={shared.map(([file, key]) => ({
          key,
          cells: [<code key="file">{file}</code>, <DocText key="text" k={`shared.${key}`} />],
        }))}
      />
      <DocHeading id="rules" />
      <DocParagraph k="rulesText" />
    </>
  );
}
