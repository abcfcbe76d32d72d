import type { Theme } from '@mui/material/styles';

// The theme's error red (#FF4842) is too light for text (3.4:1 on white, WCAG AA asks 4.5:1): buttons that
// delete or discard take its darker shade for their fill, and a shade that reads on the page for their text.

/** A contained button that deletes or discards: white on the dark red. */
export const destructiveContainedSx = {
  bgcolor: 'error.dark',
  '&:hover': { bgcolor: 'error.darker' },
} as const;

/** An outlined button that deletes: the red text and border that read on light and on dark paper. */
export const destructiveOutlinedSx = (theme: Theme) => {
  const ink = theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.light;
  return { color: ink, borderColor: ink, '&:hover': { borderColor: ink } };
};
