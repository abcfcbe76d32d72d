import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const topics = ['order', 'delivery', 'refund', 'other'] as const;
type Topic = (typeof topics)[number];
const maxLength = 200;

/** `select` turns the field into a menu; `multiline` grows with the text (here with a character count). */
export function MultilineSelectDemo() {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<Topic>('delivery');
  const [message, setMessage] = useState('');
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <TextField
        select
        label={t('components-showcase.textfield.multiline.topic')}
        value={topic}
        onChange={(event) => setTopic(event.target.value as Topic)}
        helperText={t('components-showcase.textfield.multiline.topicHelper')}
        data-testid="topic-field"
      >
        {topics.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`components-showcase.textfield.multiline.topics.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        multiline
        minRows={3}
        maxRows={8}
        label={t('components-showcase.textfield.multiline.message')}
        placeholder={t('components-showcase.textfield.multiline.placeholder', {
          topic: t(`components-showcase.textfield.multiline.topics.${topic}`),
        })}
        value={message}
        onChange={(event) => setMessage(event.target.value.slice(0, maxLength))}
        helperText={t('components-showcase.textfield.multiline.count', {
          count: message.length,
          max: maxLength,
        })}
        slotProps={{ htmlInput: { maxLength } }}
      />
    </Stack>
  );
}
