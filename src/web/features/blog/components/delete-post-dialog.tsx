import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlogPost } from '@/contract/blog';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeletePost } from '@/web/features/blog/api/delete-post';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';

interface DeletePostDialogProps {
  post: Pick<BlogPost, 'id' | 'title'>;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a post (with its comments, for good); once deleted, the posts list shows. */
export function DeletePostDialog({ post, open, onClose }: DeletePostDialogProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const deletePost = useDeletePost();
  return (
    <ConfirmDialog
      open={open}
      title={t('blog.delete.title')}
      text={t('blog.delete.text', { title: post.title })}
      cancelLabel={t('blog.delete.cancel')}
      confirmLabel={t('blog.delete.confirm')}
      pending={deletePost.isPending}
      error={deletePost.isError ? message(deletePost.error) : undefined}
      onConfirm={() =>
        deletePost.mutate(post.id, {
          onSuccess: () => {
            toast(t('blog.delete.done'), 'success');
            navigate(paths.dashboard.blog.posts);
          },
        })
      }
      onClose={() => {
        deletePost.reset();
        onClose();
      }}
    />
  );
}
