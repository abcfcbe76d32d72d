import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ImportantIcon, ImportantOutlineIcon, StarIcon, StarOutlineIcon } from './mail-icons';

interface FlagButtonProps extends Pick<IconButtonProps, 'size' | 'sx'> {
  on: boolean;
  onToggle(): void;
}

/** The star toggle of a mail: pressed when starred. */
export function StarButton({ on, onToggle, size = 'small', sx }: FlagButtonProps) {
  const { t } = useTranslation();
  const label = on ? t('mail.actions.unstar') : t('mail.actions.star');
  return (
    <Tooltip title={label}>
      <IconButton size={size} aria-label={t('mail.actions.starred')} aria-pressed={on} onClick={onToggle} sx={[{ color: on ? 'warning.main' : 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {on ? <StarIcon fontSize="small" /> : <StarOutlineIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** The important toggle of a mail: pressed when marked important. */
export function ImportantButton({ on, onToggle, size = 'small', sx }: FlagButtonProps) {
  const { t } = useTranslation();
  const label = on ? t('mail.actions.notImportant') : t('mail.actions.important');
  return (
    <Tooltip title={label}>
      <IconButton size={size} aria-label={t('mail.actions.markedImportant')} aria-pressed={on} onClick={onToggle} sx={[{ color: on ? 'warning.dark' : 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {on ? <ImportantIcon fontSize="small" /> : <ImportantOutlineIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
