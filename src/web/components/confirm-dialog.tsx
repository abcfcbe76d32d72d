import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** While the action runs the dialog cannot be closed and the button shows progress. */
  pending: boolean;
  /** Why the action failed, shown in the dialog (which stays open). */
  error?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone (deleting a post, a product), and says so when it fails. */
export function ConfirmDialog({ open, title, text, cancelLabel, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="error" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
