import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlogPost } from '@/contract/blog';
import type { NewBlogPostRequest } from '@/contract/blog-editing';
import type { ErrorBody } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import { FormTextInput } from '@/web/components/form-text-input';
import { LazyRichTextEditor } from '@/web/components/rich-text-editor/lazy-rich-text-editor';
import { TagsField } from '@/web/components/tags-field';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { useAuth } from '@/web/lib/session/auth-store';
import { useCreatePost } from '@/web/features/blog/api/create-post';
import { useUpdatePost } from '@/web/features/blog/api/update-post';
import { blogResolvers } from '@/web/features/blog/forms/blog-resolvers';
import { CoverUpload } from './cover-upload';
import { PostPreviewDialog } from './post-preview-dialog';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { paths } from '@/web/lib/paths';

const emptyPost: NewBlogPostRequest = {
  title: '',
  description: '',
  content: '',
  cover: '',
  tags: [],
  publish: true,
  allowComments: true,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
};

const valuesOf = (post: BlogPost): NewBlogPostRequest => ({
  title: post.title,
  description: post.description,
  content: post.body,
  cover: post.cover,
  tags: post.tags,
  publish: post.publish,
  allowComments: post.allowComments,
  metaTitle: post.metaTitle,
  metaDescription: post.metaDescription,
  metaKeywords: post.metaKeywords,
});

const tagSuggestions = [
  'Live events',
  'Moderation',
  'Broadcast',
  'Backstage',
  'Craft',
  'Awards',
  'Conferences',
];

const fieldErrorsOf = (error: unknown) =>
  (typeof error === 'object' && error !== null && 'errors' in error
    ? (error as ErrorBody).errors
    : undefined) ?? [];

/**
 * The post form (title, description, content and cover required): empty for a new post, or filled with
 * `post` to edit it; saving shows the posts (new) or the post (edited).
 */
export function PostForm({ post }: { post?: BlogPost }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const user = useAuth((state) => state.user);
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const saving = post ? updatePost : createPost;
  const [previewing, setPreviewing] = useState(false);
  const { control, handleSubmit, setError } = useForm<NewBlogPostRequest>({
    resolver: usePreloadedResolver(blogResolvers.newPost),
    defaultValues: post ? valuesOf(post) : emptyPost,
  });
  const [title, description, content, cover] = useWatch({
    control,
    name: ['title', 'description', 'content', 'cover'],
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        if (post) {
          const saved = await updatePost.mutateAsync({ ...values, postId: post.id });
          toast(t('blog.form.updated'), 'success');
          navigate(paths.dashboard.blog.post(toSlug(saved.post.title)));
        } else {
          await createPost.mutateAsync(values);
          toast(t('blog.form.created'), 'success');
          navigate(paths.dashboard.blog.posts);
        }
      } catch (failure) {
        setPreviewing(false);
        for (const { path, message: text } of fieldErrorsOf(failure)) {
          if (path in emptyPost)
            setError(path as FieldPath<NewBlogPostRequest>, { message: text }, { shouldFocus: true });
        }
      }
    },
    () => setPreviewing(false),
  );

  const text = (
    name: 'title' | 'description' | 'metaTitle' | 'metaDescription',
    label: string,
    rows?: number,
  ) => <FormTextInput name={name} control={control} label={label} multiline={Boolean(rows)} minRows={rows} />;
  const toggle = (name: 'publish' | 'allowComments', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );
  const tags = (name: 'tags' | 'metaKeywords', label: string, suggestions?: string[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TagsField
          {...field}
          label={label}
          suggestions={suggestions}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
        />
      )}
    />
  );

  const failedWithoutField = saving.isError && fieldErrorsOf(saving.error).length === 0;
  const submitLabel = post ? t('blog.form.save') : t('blog.form.post');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={post ? t('blog.form.editLabel') : t('blog.form.label')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-label={t('blog.form.details')} sx={{ p: 3 }}>
            <Stack sx={{ gap: 3 }}>
              {text('title', t('blog.form.title'))}
              {text('description', t('blog.form.description'), 3)}
              <Controller
                name="content"
                control={control}
                render={({ field, fieldState }) => (
                  <LazyRichTextEditor
                    label={t('blog.form.content')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    testId="post-editor"
                  />
                )}
              />
              <Controller
                name="cover"
                control={control}
                render={({ field, fieldState }) => (
                  <CoverUpload
                    label={t('blog.form.cover')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    ref={field.ref}
                  />
                )}
              />
            </Stack>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="section" aria-label={t('blog.form.settings')} sx={{ p: 3 }}>
            <Stack sx={{ gap: 3 }}>
              <Stack>
                {toggle('publish', t('blog.form.publish'))}
                {toggle('allowComments', t('blog.form.allowComments'))}
              </Stack>
              {tags('tags', t('blog.form.tags'), tagSuggestions)}
              {text('metaTitle', t('blog.form.metaTitle'))}
              {text('metaDescription', t('blog.form.metaDescription'), 3)}
              {tags('metaKeywords', t('blog.form.metaKeywords'))}
            </Stack>
          </Card>
          {failedWithoutField && (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {message(saving.error)}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 2, mt: 3 }}>
            <Button
              fullWidth
              size="large"
              color="inherit"
              variant="outlined"
              onClick={() => setPreviewing(true)}
            >
              {t('blog.form.preview')}
            </Button>
            <Button fullWidth size="large" type="submit" variant="contained" loading={saving.isPending}>
              {submitLabel}
            </Button>
          </Stack>
        </Grid>
      </Grid>
      <PostPreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        onPost={() => void onSubmit()}
        posting={saving.isPending}
        postLabel={submitLabel}
        title={title}
        description={description}
        content={content}
        cover={cover}
        author={post?.author ?? { name: user?.displayName ?? '', avatarUrl: user?.photoURL ?? '' }}
      />
    </form>
  );
}
