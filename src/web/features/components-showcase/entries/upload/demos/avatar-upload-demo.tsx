import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/error-text';
import { useAuth } from '@/web/lib/session/auth-store';
import { IMAGE_ACCEPT } from '@/web/lib/upload-image';
import { SignInNotice } from './sign-in-notice';
import { CameraIcon } from './upload-icons';
import { useImageUploads } from './use-image-uploads';

/** A round picture: click it to pick a photo, which shows at once and uploads; a refusal shows below. */
export function AvatarUploadDemo() {
  const { t } = useTranslation();
  const message = useErrorText();
  const user = useAuth((state) => state.user);
  const input = useRef<HTMLInputElement>(null);
  const { uploads, add } = useImageUploads({ single: true });
  const upload = uploads[0];
  const picture =
    upload?.state === 'uploaded' ? upload.url : upload?.state === 'uploading' ? upload.preview : undefined;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {!user && <SignInNotice />}
      <ButtonBase
        disabled={!user}
        onClick={() => input.current?.click()}
        aria-label={t('components-showcase.upload.avatar.change')}
        sx={(theme) => ({
          p: 1,
          borderRadius: '50%',
          border: `1px dashed ${alpha(theme.palette.grey[500], 0.4)}`,
          '&:hover .avatar-overlay, &.Mui-focusVisible .avatar-overlay': { opacity: 1 },
        })}
      >
        <Box sx={{ position: 'relative', width: 128, height: 128 }}>
          <Avatar
            src={picture}
            alt=""
            sx={{ width: 1, height: 1, fontSize: 40 }}
            data-testid="avatar-picture"
          >
            {user?.displayName.slice(0, 1) ?? ''}
          </Avatar>
          <Stack
            className="avatar-overlay"
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
              color: 'common.white',
              bgcolor: alpha('#000', 0.56),
              opacity: upload?.state === 'uploading' || !picture ? 1 : 0,
              transition: 'opacity 0.2s',
            }}
          >
            {upload?.state === 'uploading' ? (
              <CircularProgress
                color="inherit"
                size={28}
                aria-label={t('components-showcase.upload.avatar.uploading')}
              />
            ) : (
              <>
                <CameraIcon />
                <Typography variant="caption">{t('components-showcase.upload.avatar.pick')}</Typography>
              </>
            )}
          </Stack>
        </Box>
      </ButtonBase>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        data-testid="avatar-file-input"
        onChange={(event) => {
          if (event.target.files?.length) add(event.target.files);
          event.target.value = '';
        }}
      />
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', textAlign: 'center' }}
        data-testid="avatar-state"
      >
        {upload?.state === 'uploaded'
          ? t('components-showcase.upload.avatar.saved')
          : t('components-showcase.upload.drop.rules')}
      </Typography>
      {upload?.state === 'refused' && <FormHelperText error>{message(upload.problem)}</FormHelperText>}
    </Stack>
  );
}
