import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { motionSx, type MotionPreset } from '@/web/components/animate/motion-presets';
import { useInViewOnce } from '@/web/components/animate/use-in-view-once';
import { ReplayIcon } from './replay-icon';

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Tim Berners-Lee'];
const presets: MotionPreset[] = ['fadeInUp', 'fadeInStart', 'zoomIn', 'bounceInEnd'];
const STEP_MS = 90;

/**
 * The same entrance on every row, each a little later than the one above it: first when the list scrolls into
 * view, then on every replay.
 */
export function StaggeredListDemo() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<MotionPreset>('fadeInUp');
  const [round, setRound] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const inView = useInViewOnce(list);
  const playing = round > 0 || inView === 'in';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label={t('components-showcase.animate.stagger.preset')}
          value={preset}
          onChange={(event) => {
            setPreset(event.target.value as MotionPreset);
            setRound((value) => value + 1);
          }}
          sx={{ minWidth: 180 }}
        >
          {presets.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<ReplayIcon />} onClick={() => setRound((value) => value + 1)}>
          {t('components-showcase.animate.stagger.replay')}
        </Button>
      </Stack>
      <List
        key={round}
        ref={list}
        sx={{ overflow: 'hidden', opacity: inView === 'waiting' && !playing ? 0 : undefined }}
        data-testid="staggered-list"
      >
        {people.map((name, index) => (
          <ListItem key={name} sx={playing ? motionSx(preset, { delay: index * STEP_MS }) : undefined}>
            <ListItemAvatar>
              <Avatar src={`/images/avatar/${index + 1}.svg`} alt="" />
            </ListItemAvatar>
            <ListItemText primary={name} secondary={`delay: ${index * STEP_MS}ms`} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
