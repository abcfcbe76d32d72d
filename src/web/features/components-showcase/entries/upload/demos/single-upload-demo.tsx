import Stack from '@mui/material/Stack';
import { useAuth } from '@/web/lib/session/auth-store';
import { DropZone } from './drop-zone';
import { SignInNotice } from './sign-in-notice';
import { UploadRow } from './upload-row';
import { useImageUploads } from './use-image-uploads';

/** One image: drop it or pick it; it uploads at once, and a new one replaces it. */
export function SingleUploadDemo() {
  const signedIn = useAuth((state) => state.isAuthenticated);
  const { uploads, add, remove } = useImageUploads({ single: true });
  return (
    <Stack spacing={2}>
      {!signedIn && <SignInNotice />}
      <DropZone disabled={!signedIn} onFiles={add} testId="single-file-input" />
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {uploads.map((upload) => (
          <UploadRow key={upload.id} upload={upload} onRemove={() => remove(upload.id)} />
        ))}
      </Stack>
    </Stack>
  );
}
