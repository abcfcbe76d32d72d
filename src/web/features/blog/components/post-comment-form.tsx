import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BlogCommentForm } from '@/contract/blog-editing';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { TextInput } from '@/web/components/text-input';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { useAuth } from '@/web/lib/session/auth-store';
import { useAddComment } from '@/web/features/blog/api/add-comment';
import { blogResolvers } from '@/web/features/blog/forms/blog-resolvers';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';

interface PostCommentFormProps {
  postId: string;
  /** Set to answer this top-level comment. */
  parentId?: string;
  /** Names the form for assistive technology ("Add a comment", "Reply to Robin"). */
  label: string;
  onDone?(): void;
}

/** A comment or a reply, written as the signed-in account (the server takes its name, whatever is sent). */
export function PostCommentForm({ postId, parentId, label, onDone }: PostCommentFormProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const user = useAuth((state) => state.user);
  const addComment = useAddComment();
  const { control, handleSubmit, reset } = useForm<BlogCommentForm>({
    resolver: usePreloadedResolver(blogResolvers.comment),
    defaultValues: { message: '', name: user?.displayName ?? '', email: user?.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    await addComment.mutateAsync({ ...values, postId, parentId }).then(
      () => {
        reset({ ...values, message: '' });
        toast(t('blog.comments.posted'), 'success');
        onDone?.();
      },
      () => undefined,
    );
  });

  const field = (name: keyof BlogCommentForm, fieldLabel: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <TextInput {...input} {...extra} label={fieldLabel} fullWidth error={Boolean(fieldState.error)} helperText={message(fieldState.error?.message)} />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack sx={{ gap: 3 }}>
        {addComment.isError && (
          <Alert severity="error" role="alert">
            {message(addComment.error)}
          </Alert>
        )}
        {field('message', parentId ? t('blog.comments.reply') : t('blog.comments.message'), { multiline: true, minRows: parentId ? 2 : 3 })}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {user && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mr: 'auto' }}>
              <AvatarWithInitial name={user.displayName} src={user.photoURL} alt="" sx={{ width: 32, height: 32 }} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('blog.comments.as', { name: user.displayName })}
              </Typography>
            </Stack>
          )}
          {onDone && parentId && (
            <Button color="inherit" onClick={onDone}>
              {t('blog.comments.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={addComment.isPending}>
            {parentId ? t('blog.comments.postReply') : t('blog.comments.post')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
