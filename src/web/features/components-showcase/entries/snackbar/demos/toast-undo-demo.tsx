import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/web/components/action-icons';
import { toast } from '@/web/lib/toast';

const allFiles = ['brief.pdf', 'moodboard.png', 'budget.xlsx', 'contract.docx'];

/** Deleting a file says so in a toast with an Undo button, which puts the file back where it was. */
export function ToastUndoDemo() {
  const { t } = useTranslation();
  const [files, setFiles] = useState(allFiles);
  const remove = (file: string) => {
    setFiles((current) => current.filter((name) => name !== file));
    toast(t('components-showcase.snackbar.undo.deleted', { file }), 'default', {
      action: {
        label: t('components-showcase.snackbar.undo.undo'),
        // Back in its place in the original order.
        onClick: () =>
          setFiles((current) => allFiles.filter((name) => name === file || current.includes(name))),
      },
    });
  };
  return (
    <Stack spacing={1}>
      <Typography data-testid="file-count" sx={{ color: 'text.secondary' }}>
        {t('components-showcase.snackbar.undo.count', { count: files.length })}
      </Typography>
      <List dense sx={{ maxWidth: 420 }}>
        {files.map((file) => (
          <ListItem
            key={file}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('components-showcase.snackbar.undo.delete', { file })}
                onClick={() => remove(file)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={file} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
