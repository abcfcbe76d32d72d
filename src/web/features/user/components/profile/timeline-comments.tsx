import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TimelineCommentForm } from '@/contract/timeline';
import type { TimelinePost } from '@/contract/user';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { useAddTimelineComment, useDeleteTimelineComment } from '@/web/features/user/api/timeline-posts';
import { profileResolvers } from '@/web/features/user/forms/profile-resolvers';
import { useErrorText } from '@/web/lib/error-text';
import { formatDateTime, formatTimeAgo } from '@/web/lib/format';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { toast } from '@/web/lib/toast';
import { DeleteIcon } from '@/web/components/action-icons';
import { SendIcon } from './profile-icons';

interface TimelineCommentsProps {
  post: TimelinePost;
  viewerId: string;
}

/** A post's comments, oldest first (the viewer's own with a delete button), and the field to add one. */
export function TimelineComments({ post, viewerId }: TimelineCommentsProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const addComment = useAddTimelineComment();
  const deleteComment = useDeleteTimelineComment();
  const { control, handleSubmit, reset } = useForm<TimelineCommentForm>({
    resolver: usePreloadedResolver(profileResolvers.comment),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async ({ message }) => {
    await addComment.mutateAsync({ postId: post.id, message }).then(
      () => reset({ message: '' }),
      () => undefined,
    );
  });

  return (
    <Box sx={{ px: 3, pb: 3 }}>
      {post.comments.length > 0 && (
        <Stack component="ul" aria-label={t('profile.post.comments')} sx={{ listStyle: 'none', m: 0, p: 0, py: 2, gap: 2 }}>
          {post.comments.map((comment) => (
            <Stack component="li" key={comment.id} direction="row" sx={{ gap: 2 }}>
              <AvatarWithInitial name={comment.author.name} src={comment.author.avatarUrl} alt="" />
              <Box sx={{ flexGrow: 1, minWidth: 0, p: 1.5, borderRadius: 1, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">{comment.author.name}</Typography>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                    <Typography
                      component="time"
                      dateTime={comment.createdAt}
                      title={formatDateTime(comment.createdAt, i18n.language)}
                      variant="caption"
                      sx={{ color: 'text.secondary' }}
                    >
                      {formatTimeAgo(comment.createdAt, i18n.language)}
                    </Typography>
                    {comment.author.id === viewerId && (
                      <IconButton
                        size="small"
                        aria-label={t('profile.post.deleteComment')}
                        disabled={deleteComment.isPending}
                        onClick={() => deleteComment.mutate(comment.id, { onError: (error) => toast(errorText(error), 'error') })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.message}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('profile.post.commentForm')} sx={{ pt: 1 }}>
        <Controller
          name="message"
          control={control}
          render={({ field, fieldState }) => {
            const problem = fieldState.error?.message ?? (addComment.isError ? addComment.error : undefined);
            return (
              <TextField
                {...field}
                fullWidth
                size="small"
                label={t('profile.post.writeComment')}
                error={Boolean(problem)}
                helperText={problem ? errorText(problem) : undefined}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton type="submit" edge="end" aria-label={t('profile.post.sendComment')} loading={addComment.isPending}>
                          <SendIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            );
          }}
        />
      </Box>
    </Box>
  );
}
