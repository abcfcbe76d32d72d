import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlogPost } from '@/contract/blog';
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
  const id = useId();

  const confirm = async () => {
    try {
      await deletePost.mutateAsync(post.id);
    } catch {
      return; // shown in the dialog
    }
    toast(t('blog.delete.done'), 'success');
    navigate(paths.dashboard.blog.posts);
  };

  const close = () => {
    if (deletePost.isPending) return;
    deletePost.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('blog.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('blog.delete.text', { title: post.title })}</DialogContentText>
        {deletePost.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message(deletePost.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close}>
          {t('blog.delete.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={deletePost.isPending} onClick={() => void confirm()}>
          {t('blog.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
