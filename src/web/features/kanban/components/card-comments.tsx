import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanComment, KanbanCommentType } from '@/contract/kanban';
import { isOwnImageUrl } from '@/contract/own-images';
import { ImageUploadButton } from '@/web/components/image-upload-button';
import { formatTimeAgo } from '@/web/lib/format';

interface CardCommentsProps {
  comments: KanbanComment[];
  onAdd(comment: { messageType: KanbanCommentType; message: string }): void;
}

/** The card's comments, oldest first, and a form for a text or an image (uploaded, or by its address on this site). */
export function CardComments({ comments, onAdd }: CardCommentsProps) {
  const { t, i18n } = useTranslation();
  const [messageType, setMessageType] = useState<KanbanCommentType>('text');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = () => {
    const value = message.trim();
    if (!value || (messageType === 'image' && !isOwnImageUrl(value))) return setInvalid(true);
    onAdd({ messageType, message: value });
    setMessage('');
    setInvalid(false);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t('kanban.comments')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {comments.map((comment) => (
          <Stack component="li" key={comment.id} direction="row" spacing={1.5}>
            <Avatar src={comment.avatar} alt={comment.name} sx={{ width: 32, height: 32 }} />
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="subtitle2">{comment.name}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatTimeAgo(comment.createdAt, i18n.language)}
                </Typography>
              </Stack>
              {comment.messageType === 'image' ? (
                <Box component="img" src={comment.message} alt={t('kanban.imageBy', { name: comment.name })} sx={{ mt: 1, maxWidth: 1, maxHeight: 160, borderRadius: 1 }} />
              ) : (
                <Typography variant="body2" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                  {comment.message}
                </Typography>
              )}
            </Box>
          </Stack>
        ))}
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={messageType}
        onChange={(_event, value: KanbanCommentType | null) => value && setMessageType(value)}
        aria-label={t('kanban.commentType')}
      >
        <ToggleButton value="text">{t('kanban.commentText')}</ToggleButton>
        <ToggleButton value="image">{t('kanban.commentImage')}</ToggleButton>
      </ToggleButtonGroup>
      {messageType === 'image' && (
        <ImageUploadButton
          label={t('kanban.uploadImage')}
          onUploaded={(url) => {
            setMessage(url);
            setInvalid(false);
          }}
        />
      )}
      <TextField
        fullWidth
        multiline={messageType === 'text'}
        minRows={2}
        label={messageType === 'text' ? t('kanban.newComment') : t('kanban.imageAddress')}
        value={message}
        error={invalid}
        helperText={invalid ? t(messageType === 'text' ? 'kanban.errors.comment_required' : 'kanban.errors.image_url_invalid') : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button variant="contained" onClick={send} sx={{ alignSelf: 'flex-end' }}>
        {t('kanban.sendComment')}
      </Button>
    </Stack>
  );
}
