import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useErrorText } from '@/web/lib/error-text';

interface FormFooterProps {
  /** Why the last save failed, when not on a field (nothing: no alert). */
  failure: unknown;
  pending: boolean;
  submitLabel: string;
}

/** The end of a settings form: why saving failed, and the submit button. */
export function FormFooter({ failure, pending, submitLabel }: FormFooterProps) {
  const message = useErrorText();
  return (
    <>
      {failure !== undefined && failure !== null && (
        <Alert severity="error" role="alert">
          {message(failure)}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
