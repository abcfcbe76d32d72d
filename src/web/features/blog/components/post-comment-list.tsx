import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogComment, BlogCommentUser } from '@/contract/blog';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { formatDate } from '@/web/lib/format';
import { ReplyIcon } from './blog-icons';
import { PostCommentForm } from './post-comment-form';

interface CommentEntryProps {
  name: string;
  avatarUrl: string;
  message: string;
  postedAt: string;
  /** A reply names whom it answers. */
  tagUser?: string;
}

function CommentEntry({ name, avatarUrl, message, postedAt, tagUser }: CommentEntryProps) {
  const { i18n } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <AvatarWithInitial name={name} src={avatarUrl} alt="" sx={{ width: 48, height: 48 }} />
      <Box sx={{ flexGrow: 1, minWidth: 0, pb: 3, borderBottom: 1, borderColor: 'divider', borderBottomStyle: 'dashed' }}>
        <Typography variant="subtitle2">{name}</Typography>
        <Typography component="time" dateTime={postedAt} variant="caption" sx={{ color: 'text.secondary' }}>
          {formatDate(postedAt, i18n.language)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {tagUser && (
            <Box component="strong" sx={{ mr: 0.5 }}>
              @{tagUser}
            </Box>
          )}
          {message}
        </Typography>
      </Box>
    </Stack>
  );
}

const userById = (users: BlogCommentUser[], id: string) => users.find((user) => user.id === id);

function CommentThread({ comment, postId, canReply }: { comment: BlogComment; postId: string; canReply: boolean }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  return (
    <li>
      <CommentEntry {...comment} />
      {canReply && !replying && (
        <Button size="small" startIcon={<ReplyIcon />} onClick={() => setReplying(true)} sx={{ mt: 1, ml: 8 }}>
          {t('blog.comments.replyTo', { name: comment.name })}
        </Button>
      )}
      {(comment.replyComment.length > 0 || replying) && (
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, mt: 3, p: 0, pl: { xs: 4, md: 8 }, gap: 3 }}>
          {comment.replyComment.map((reply) => {
            const user = userById(comment.users, reply.userId);
            return (
              <li key={reply.id}>
                <CommentEntry name={user?.name ?? ''} avatarUrl={user?.avatarUrl ?? ''} message={reply.message} postedAt={reply.postedAt} tagUser={reply.tagUser} />
              </li>
            );
          })}
          {replying && (
            <li>
              <PostCommentForm postId={postId} parentId={comment.id} label={t('blog.comments.replyTo', { name: comment.name })} onDone={() => setReplying(false)} />
            </li>
          )}
        </Stack>
      )}
    </li>
  );
}

/** A post's comments, oldest first, each with its replies; replies can be added where comments are open. */
export function PostCommentList({ comments, postId, canReply }: { comments: BlogComment[]; postId: string; canReply: boolean }) {
  const { t } = useTranslation();
  if (comments.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
        {t('blog.comments.none')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" data-testid="post-comments" sx={{ listStyle: 'none', m: 0, p: 0, gap: 3 }}>
      {comments.map((comment) => (
        <CommentThread key={comment.id} comment={comment} postId={postId} canReply={canReply} />
      ))}
    </Stack>
  );
}
