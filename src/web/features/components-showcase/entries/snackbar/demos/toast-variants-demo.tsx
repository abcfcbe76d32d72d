import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast, type ToastVariant } from '@/web/lib/toast';

const variants: ToastVariant[] = ['default', 'success', 'info', 'warning', 'error'];

/**
 * The app's own toaster (`toast()` from lib/toast, notistack underneath): one call from anywhere, top right
 * below the header, gone after 3 s, at most five at once and never the same one twice.
 */
export function ToastVariantsDemo() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {variants.map((variant) => (
        <Button
          key={variant}
          variant="outlined"
          color="inherit"
          onClick={() => toast(t(`components-showcase.snackbar.variants.messages.${variant}`), variant)}
        >
          {variant}
        </Button>
      ))}
    </Stack>
  );
}
