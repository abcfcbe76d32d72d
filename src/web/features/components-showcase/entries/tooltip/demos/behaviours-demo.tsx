import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * How a tooltip behaves: with or without its arrow (this theme shows it by default), after a delay, following
 * the mouse, on a disabled button (through a wrapper: a disabled element gets no mouse events), and
 * interactive (the pointer can move onto it, the default) or not. `describeChild` makes the tooltip the
 * element's description, its own text staying its name.
 */
export function BehavioursDemo() {
  const { t } = useTranslation();
  const text = (key: string) => t(`components-showcase.tooltip.behaviours.${key}`);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Tooltip describeChild title={text('arrowTip')}>
          <Button variant="outlined" color="inherit">
            {text('arrow')}
          </Button>
        </Tooltip>
        <Tooltip describeChild title={text('noArrowTip')} arrow={false}>
          <Button variant="outlined" color="inherit">
            {text('noArrow')}
          </Button>
        </Tooltip>
        <Tooltip describeChild title={text('delayTip')} enterDelay={500} leaveDelay={200}>
          <Button variant="outlined" color="inherit">
            {text('delay')}
          </Button>
        </Tooltip>
        <Tooltip describeChild title={text('disabledTip')}>
          <span data-testid="disabled-wrapper">
            <Button variant="outlined" disabled>
              {text('disabled')}
            </Button>
          </span>
        </Tooltip>
        <Tooltip describeChild title={text('interactiveTip')}>
          <Button variant="outlined" color="inherit">
            {text('interactive')}
          </Button>
        </Tooltip>
        <Tooltip describeChild title={text('notInteractiveTip')} disableInteractive>
          <Button variant="outlined" color="inherit">
            {text('notInteractive')}
          </Button>
        </Tooltip>
      </Stack>
      <Tooltip describeChild title={text('followTip')} followCursor>
        <Box
          data-testid="follow-area"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            height: 120,
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ color: 'text.secondary' }}>{text('follow')}</Typography>
        </Box>
      </Tooltip>
    </Stack>
  );
}
