import type { Theme } from '@mui/material/styles';

// The theme's error red (#FF4842) is too light for text (3.4:1 on white, WCAG AA asks 4.5:1); contained
// error buttons take its darker shade in the theme, an outlined one needs a shade that reads on the page.

/** An outlined button that deletes: the red text and border that read on light and on dark paper. */
export const destructiveOutlinedSx = (theme: Theme) => {
  const ink = theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.light;
  return { color: ink, borderColor: ink, '&:hover': { borderColor: ink } };
};
