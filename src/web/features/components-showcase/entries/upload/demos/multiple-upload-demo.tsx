import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/web/lib/session/auth-store';
import { DropZone } from './drop-zone';
import { SignInNotice } from './sign-in-notice';
import { UploadRow } from './upload-row';
import { useImageUploads } from './use-image-uploads';

/** Many images at once: each uploads on its own and shows how it went; remove one or all. */
export function MultipleUploadDemo() {
  const { t } = useTranslation();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const { uploads, add, remove, clear } = useImageUploads();
  const uploaded = uploads.filter(({ state }) => state === 'uploaded').length;
  return (
    <Stack spacing={2}>
      {!signedIn && <SignInNotice />}
      <DropZone multiple disabled={!signedIn} onFiles={add} testId="multiple-file-input" />
      {uploads.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" data-testid="uploaded-count">
            {t('components-showcase.upload.multiple.count', { uploaded, count: uploads.length })}
          </Typography>
          <Button color="inherit" onClick={clear}>
            {t('components-showcase.upload.multiple.removeAll')}
          </Button>
        </Stack>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {uploads.map((upload) => (
          <UploadRow key={upload.id} upload={upload} onRemove={() => remove(upload.id)} />
        ))}
      </Stack>
    </Stack>
  );
}
