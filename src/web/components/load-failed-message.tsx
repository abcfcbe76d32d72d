import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The alert of LoadFailedAlert, in a module of its own: its code loads only when a screen has failed. */
export default function LoadFailedMessage({ title, message }: { title: string; message: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ mx: 2.5, mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
