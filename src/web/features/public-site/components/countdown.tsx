import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';

const units = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const;
export type CountdownUnit = (typeof units)[number][0];

/** Whole days, hours, minutes and seconds from `now` until `target` (zeros once it has passed). */
export function timeLeft(target: number, now: number): Record<CountdownUnit, number> {
  let rest = Math.max(0, target - now);
  const parts = {} as Record<CountdownUnit, number>;
  for (const [unit, ms] of units) {
    parts[unit] = Math.floor(rest / ms);
    rest -= parts[unit] * ms;
  }
  return parts;
}

const subscribeToSeconds = (onTick: () => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

interface CountdownProps {
  target: Date;
  label: string;
  unitLabels: Record<CountdownUnit, string>;
  doneText: string;
}

/** Ticks once a second; the numbers appear after the page has loaded (prerendered HTML shows dashes). */
export function Countdown({ target, label, unitLabels, doneText }: CountdownProps) {
  const now = useSyncExternalStore(subscribeToSeconds, currentSecond, () => null);
  const left = now === null ? null : timeLeft(target.getTime(), now);
  if (left && target.getTime() <= (now ?? 0)) return <Typography variant="h4">{doneText}</Typography>;
  return (
    <Box role="timer" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1.5, sm: 3 } }}>
      {units.map(([unit]) => (
        <Box key={unit} sx={{ minWidth: 64 }}>
          <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {left ? String(left[unit]).padStart(2, '0') : '--'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {unitLabels[unit]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
