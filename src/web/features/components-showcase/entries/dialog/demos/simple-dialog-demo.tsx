import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const accounts = ['ada@ardent.studio', 'grace@ardent.studio', 'alan@ardent.studio'] as const;

/** A dialog that offers a list to choose from: a click picks one and closes it. */
export function SimpleDialogDemo() {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState<string>(accounts[0]);
  const choose = (value: string) => {
    setAccount(value);
    setOpen(false);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography data-testid="chosen-account">
        {t('components-showcase.dialog.simple.chosen', { account })}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('components-showcase.dialog.simple.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('components-showcase.dialog.simple.dialogTitle')}</DialogTitle>
        <List sx={{ pt: 0, pb: 2 }}>
          {accounts.map((value) => (
            <ListItemButton key={value} selected={value === account} onClick={() => choose(value)}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.lighter', color: 'primary.darker' }}>
                  {value[0]!.toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={value} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
