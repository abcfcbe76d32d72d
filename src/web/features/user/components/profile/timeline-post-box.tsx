import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewTimelinePostRequest } from '@/contract/timeline';
import { CloseIcon } from '@/web/components/icons';
import { ImageUploadButton } from '@/web/components/image-upload-button';
import { useCreateTimelinePost } from '@/web/features/user/api/timeline-posts';
import { profileResolvers } from '@/web/features/user/forms/profile-resolvers';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { toast } from '@/web/lib/toast';
import { ImageIcon } from './profile-icons';

/** Writes a post on the user's timeline: a message, an uploaded image, or both. */
export function TimelinePostBox() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const createPost = useCreateTimelinePost();
  const problemId = useId();
  const { control, handleSubmit, reset, setValue, clearErrors } = useForm<NewTimelinePostRequest>({
    resolver: usePreloadedResolver(profileResolvers.newPost),
    defaultValues: { message: '', media: '' },
  });
  const media = useWatch({ control, name: 'media' });

  const onSubmit = handleSubmit(async (values) => {
    await createPost.mutateAsync(values).then(
      () => {
        reset({ message: '', media: '' });
        toast(t('profile.postBox.posted'), 'success');
      },
      () => undefined,
    );
  });

  return (
    <Card component="form" aria-label={t('profile.postBox.label')} onSubmit={onSubmit} noValidate sx={{ p: 3 }}>
      <Controller
        name="message"
        control={control}
        render={({ field, fieldState }) => {
          const problem = fieldState.error?.message ?? (createPost.isError ? createPost.error : undefined);
          return (
            <>
              <InputBase
                {...field}
                multiline
                fullWidth
                minRows={3}
                placeholder={t('profile.postBox.placeholder')}
                inputProps={{
                  'aria-label': t('profile.postBox.placeholder'),
                  'aria-describedby': problem ? problemId : undefined,
                  'aria-invalid': Boolean(problem),
                }}
                sx={{ p: 2, mb: 2, borderRadius: 1, border: 1, borderColor: problem ? 'error.main' : 'divider', typography: 'body1' }}
              />
              {Boolean(problem) && (
                <FormHelperText id={problemId} error sx={{ mt: -1, mb: 2 }}>
                  {errorText(problem)}
                </FormHelperText>
              )}
            </>
          );
        }}
      />
      {media && (
        <Box sx={{ position: 'relative', display: 'inline-block', mb: 2 }}>
          <Box component="img" src={media} alt={t('profile.postBox.attached')} sx={{ display: 'block', maxWidth: 1, maxHeight: 200, borderRadius: 1.5 }} />
          <IconButton
            size="small"
            aria-label={t('profile.postBox.removeImage')}
            onClick={() => setValue('media', '')}
            sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, color: 'common.white', bgcolor: 'rgba(22, 28, 36, 0.64)', '&:hover': { bgcolor: 'rgba(22, 28, 36, 0.86)' } }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <ImageUploadButton
          label={t('profile.postBox.image')}
          startIcon={<ImageIcon />}
          onUploaded={(url) => {
            setValue('media', url);
            clearErrors();
            createPost.reset();
          }}
        />
        <Button type="submit" variant="contained" loading={createPost.isPending}>
          {t('profile.postBox.post')}
        </Button>
      </Stack>
    </Card>
  );
}
