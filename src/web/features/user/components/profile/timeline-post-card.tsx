import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelinePost } from '@/contract/user';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteTimelinePost, useLikeTimelinePost } from '@/web/features/user/api/timeline-posts';
import { useErrorText } from '@/web/lib/error-text';
import { formatDateTime, formatTimeAgo } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { DeleteIcon } from '@/web/components/action-icons';
import { HeartIcon, HeartOutlineIcon } from './profile-icons';
import { TimelineComments } from './timeline-comments';

interface TimelinePostCardProps {
  post: TimelinePost;
  /** The signed-in account: its own post may be deleted, its own comments too. */
  viewerId: string;
}

/** A timeline post: who wrote it and when, its text and image, its likes and its comments. */
export function TimelinePostCard({ post, viewerId }: TimelinePostCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const like = useLikeTimelinePost();
  const remove = useDeleteTimelinePost();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const likes = post.personLikes.length;

  const toggleLike = () =>
    like.mutate({ postId: post.id, liked: !post.isLiked }, { onError: (error) => toast(errorText(error), 'error') });

  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardHeader
        avatar={<AvatarWithInitial name={post.author.name} src={post.author.avatarUrl} alt="" />}
        title={post.author.name}
        subheader={
          <time dateTime={post.createdAt} title={formatDateTime(post.createdAt, i18n.language)}>
            {formatTimeAgo(post.createdAt, i18n.language)}
          </time>
        }
        slotProps={{ title: { id: headingId, component: 'h3', variant: 'subtitle2' }, subheader: { variant: 'caption' } }}
        action={
          post.author.id === viewerId && (
            <IconButton aria-label={t('profile.post.delete')} onClick={() => setConfirming(true)}>
              <DeleteIcon />
            </IconButton>
          )
        }
      />
      <Box sx={{ px: 3, pb: 2 }}>
        {post.message && (
          <Typography variant="body1" sx={{ mb: post.media ? 3 : 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {post.message}
          </Typography>
        )}
        {post.media && (
          <Box
            component="img"
            src={post.media}
            alt={t('profile.post.imageOf', { name: post.author.name })}
            loading="lazy"
            sx={{ display: 'block', width: 1, maxHeight: 480, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
      </Box>
      <Stack direction="row" sx={{ px: 3, py: 1, alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          color="inherit"
          aria-pressed={post.isLiked}
          startIcon={post.isLiked ? <HeartIcon sx={{ color: 'error.main' }} /> : <HeartOutlineIcon />}
          disabled={like.isPending}
          onClick={toggleLike}
        >
          {t('profile.post.like')}
        </Button>
        {likes > 0 && (
          <AvatarGroup
            max={4}
            aria-hidden
            sx={{
              '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 },
              // The "+3" of the likers not drawn: dark on light, readable in both modes.
              '& .MuiAvatarGroup-avatar.MuiAvatar-colorDefault': { bgcolor: 'grey.300', color: 'grey.800' },
            }}
          >
            {post.personLikes.map((person, index) => (
              <AvatarWithInitial key={`${person.name}-${index}`} name={person.name} src={person.avatarUrl} alt="" />
            ))}
          </AvatarGroup>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.post.likes', { count: likes })}
        </Typography>
      </Stack>
      <TimelineComments post={post} viewerId={viewerId} />
      <ConfirmDialog
        open={confirming}
        title={t('profile.post.deleteTitle')}
        text={t('profile.post.deleteText')}
        cancelLabel={t('profile.post.cancel')}
        confirmLabel={t('profile.post.deleteConfirm')}
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              toast(t('profile.post.deleted'), 'success');
            },
          })
        }
      />
    </Card>
  );
}
