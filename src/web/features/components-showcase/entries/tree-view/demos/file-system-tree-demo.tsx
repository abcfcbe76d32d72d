import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon, FolderIcon, FolderOpenIcon } from './tree-icons';

interface FileItem {
  id: string;
  label: string;
  disabled?: boolean;
  children?: FileItem[];
}

/** Every item of the tree, depth first. */
const flatten = (items: FileItem[]): FileItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/**
 * RichTreeView from a list of items: folder icons that open, expand and collapse all, the selected file shown
 * below, a disabled folder. Arrow keys move, Right and Left open and close, Enter selects, typing a letter jumps.
 */
export function FileSystemTreeDemo() {
  const { t } = useTranslation();
  const items = useMemo<FileItem[]>(
    () => [
      {
        id: 'documents',
        label: t('components-showcase.tree-view.folders.documents'),
        children: [
          {
            id: 'invoices',
            label: t('components-showcase.tree-view.folders.invoices'),
            children: [
              { id: 'invoice-1001', label: 'invoice-1001.pdf' },
              { id: 'invoice-1002', label: 'invoice-1002.pdf' },
            ],
          },
          { id: 'cv', label: 'cv.pdf' },
        ],
      },
      {
        id: 'pictures',
        label: t('components-showcase.tree-view.folders.pictures'),
        children: [
          { id: 'holiday', label: 'holiday.jpg' },
          { id: 'portrait', label: 'portrait.png' },
        ],
      },
      {
        id: 'projects',
        label: t('components-showcase.tree-view.folders.projects'),
        children: [
          {
            id: 'src',
            label: 'src',
            children: [
              { id: 'main', label: 'main.tsx' },
              { id: 'app', label: 'app.tsx' },
            ],
          },
          { id: 'package', label: 'package.json' },
          { id: 'readme', label: 'README.md' },
        ],
      },
      {
        id: 'system',
        label: t('components-showcase.tree-view.folders.system'),
        disabled: true,
        children: [{ id: 'kernel', label: 'kernel.img' }],
      },
    ],
    [t],
  );
  const allItems = flatten(items);
  const folderIds = allItems.filter((item) => item.children?.length && !item.disabled).map((item) => item.id);
  const [expanded, setExpanded] = useState<string[]>(['documents']);
  const [selected, setSelected] = useState<string | null>('cv');
  const selectedItem = allItems.find((item) => item.id === selected);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={expanded.length === folderIds.length}
          onClick={() => setExpanded(folderIds)}
        >
          {t('components-showcase.tree-view.fileSystem.expandAll')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={expanded.length === 0}
          onClick={() => setExpanded([])}
        >
          {t('components-showcase.tree-view.fileSystem.collapseAll')}
        </Button>
      </Stack>
      <RichTreeView
        items={items}
        isItemDisabled={(item) => Boolean(item.disabled)}
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        selectedItems={selected}
        onSelectedItemsChange={(_, id) => setSelected(id)}
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, endIcon: FileIcon }}
        aria-label={t('components-showcase.tree-view.fileSystem.label')}
        sx={{ maxWidth: 420 }}
      />
      <Typography data-testid="selected-file">
        {selectedItem
          ? t('components-showcase.tree-view.fileSystem.selected', { name: selectedItem.label })
          : t('components-showcase.tree-view.fileSystem.nothing')}
      </Typography>
    </Stack>
  );
}
