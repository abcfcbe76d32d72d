import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PlusIcon } from './action-icons';

/** The button beside a list's heading that opens the form for a new item ("New product", "New user"). */
export function NewItemButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<PlusIcon />}>
      {label}
    </Button>
  );
}
