import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const areas = {
  content: ['posts', 'pages', 'media'],
  shop: ['products', 'orders', 'customers'],
} as const;
type Area = keyof typeof areas;

/**
 * SimpleTreeView with items written as JSX: `multiSelect` with `checkboxSelection`; ticking a parent ticks
 * its children, and ticking every child ticks the parent (`selectionPropagation`).
 */
export function CheckboxTreeDemo() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [selected, setSelected] = useState<string[]>(['posts']);
  const label = (id: string) => t(`components-showcase.tree-view.checkbox.items.${id}`);
  const leaves = selected.filter((id) => !(id in areas));
  return (
    <Stack spacing={2}>
      <SimpleTreeView
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_, ids) => setSelected(ids)}
        defaultExpandedItems={Object.keys(areas)}
        // The closed item's chevron points to where its children start: mirrored in right-to-left.
        slotProps={{
          expandIcon: { style: { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined } },
        }}
        aria-label={t('components-showcase.tree-view.checkbox.label')}
        sx={{ maxWidth: 420 }}
      >
        {(Object.keys(areas) as Area[]).map((area) => (
          <TreeItem key={area} itemId={area} label={label(area)}>
            {areas[area].map((id) => (
              <TreeItem key={id} itemId={id} label={label(id)} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
      <Typography data-testid="selected-permissions">
        {leaves.length
          ? t('components-showcase.tree-view.checkbox.selected', {
              count: leaves.length,
              list: leaves.map(label).join(', '),
            })
          : t('components-showcase.tree-view.checkbox.none')}
      </Typography>
    </Stack>
  );
}
