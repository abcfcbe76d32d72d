import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/icons';

const settingKeys = ['email', 'push', 'digest'] as const;
type SettingKey = (typeof settingKeys)[number];

/** `fullScreen` below the `sm` breakpoint: a phone gets the whole screen, a wide window a centred dialog. */
export function FullScreenDialogDemo() {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Record<SettingKey, boolean>>({ email: true, push: false, digest: true });
  const [draft, setDraft] = useState(saved);
  const openDialog = () => {
    setDraft(saved);
    setOpen(true);
  };
  const save = () => {
    setSaved(draft);
    setOpen(false);
  };
  const enabled = settingKeys.filter((key) => saved[key]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography data-testid="saved-settings">
        {t('components-showcase.dialog.fullScreen.saved', {
          list: enabled.length
            ? enabled.map((key) => t(`components-showcase.dialog.fullScreen.settings.${key}`)).join(', ')
            : t('components-showcase.dialog.fullScreen.none'),
        })}
      </Typography>
      <Button variant="outlined" onClick={openDialog}>
        {t('components-showcase.dialog.fullScreen.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <AppBar
          position="relative"
          color="default"
          elevation={0}
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              onClick={() => setOpen(false)}
              aria-label={t('components-showcase.dialog.fullScreen.close')}
            >
              <CloseIcon />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('components-showcase.dialog.fullScreen.dialogTitle')}
            </Typography>
            <Button variant="contained" onClick={save}>
              {t('components-showcase.dialog.fullScreen.save')}
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <Stack>
            {settingKeys.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    checked={draft[key]}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                  />
                }
                label={t(`components-showcase.dialog.fullScreen.settings.${key}`)}
              />
            ))}
          </Stack>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
