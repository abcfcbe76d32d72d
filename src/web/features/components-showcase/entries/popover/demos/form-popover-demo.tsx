import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '@/web/components/action-icons';
import { usePopover } from '@/web/components/use-popover';

/** A small form in a popover: it opens with the current name selected in its field; Save (or Enter) renames. */
export function FormPopoverDemo() {
  const { t } = useTranslation();
  const popover = usePopover();
  const [name, setName] = useState(() => t('components-showcase.popover.form.initialName'));
  const [draft, setDraft] = useState(name);
  const fieldRef = useRef<HTMLInputElement>(null);
  const open = (event: MouseEvent<HTMLElement>) => {
    setDraft(name);
    popover.onOpen(event);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) setName(draft.trim());
    popover.onClose();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="p" data-testid="project-name">
        {name}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<EditIcon />}
        onClick={open}
        aria-expanded={popover.open}
      >
        {t('components-showcase.popover.form.rename')}
      </Button>
      <Popover
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { component: 'form', onSubmit: save, sx: { p: 2, mt: 1, width: 300, maxWidth: 1 } },
          // Once it has opened, the name is selected in its field, ready to be typed over.
          transition: {
            onEntered: () => {
              fieldRef.current?.focus();
              fieldRef.current?.select();
            },
          },
        }}
      >
        <Stack spacing={2}>
          <TextField
            inputRef={fieldRef}
            required
            size="small"
            label={t('components-showcase.popover.form.name')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={popover.onClose}>
              {t('components-showcase.popover.form.cancel')}
            </Button>
            <Button type="submit" variant="contained">
              {t('components-showcase.popover.form.save')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Stack>
  );
}
