import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPerson } from '@/contract/blog';
import { EmptyContent } from '@/web/components/empty-content';
import { PostBody } from './post-body';
import { PostHero } from './post-hero';

interface PostPreviewDialogProps {
  open: boolean;
  onClose(): void;
  onPost(): void;
  posting: boolean;
  /** The label of the button that saves the post ('Post', 'Save changes'). */
  postLabel: string;
  title: string;
  description: string;
  content: string;
  cover: string;
  author: BlogPerson;
}

/** The post as readers will see it, before it is saved. */
export function PostPreviewDialog({ open, onClose, onPost, posting, postLabel, title, description, content, cover, author }: PostPreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = title.trim() !== '' && cover !== '';
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogActions sx={{ py: 2, px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('blog.preview.title')}
        </Typography>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          {t('blog.preview.close')}
        </Button>
        <Button variant="contained" loading={posting} onClick={onPost}>
          {postLabel}
        </Button>
      </DialogActions>
      {ready ? (
        <Box sx={{ overflowY: 'auto' }}>
          <PostHero title={title} cover={cover} author={author} createdAt={new Date().toISOString()} />
          <Container maxWidth="md" sx={{ py: 5 }}>
            <Typography variant="h6" component="p">
              {description}
            </Typography>
            <PostBody html={content} />
          </Container>
        </Box>
      ) : (
        <EmptyContent title={t('blog.preview.empty')} description={t('blog.preview.emptyHint')} />
      )}
    </Dialog>
  );
}
