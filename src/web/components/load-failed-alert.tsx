import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useErrorText } from '@/web/lib/error-text';

/** What a screen says when its data could not be loaded: `title`, and why (the failure, translated). */
export function LoadFailedAlert({ title, error }: { title: string; error: unknown }) {
  const message = useErrorText();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mx: 2.5, mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {message(error)}
    </Alert>
  );
}
