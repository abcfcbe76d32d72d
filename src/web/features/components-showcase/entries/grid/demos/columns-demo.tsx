import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { GridCell } from './grid-cell';

/** Rows of the 12-column grid: the sizes of a row's items add up to 12. */
const layouts = [[12], [6, 6], [4, 4, 4], [3, 3, 3, 3], [8, 4], [2, 8, 2]] as const;

export function ColumnsDemo() {
  return (
    <Stack spacing={2}>
      {layouts.map((sizes) => (
        <Grid key={sizes.join('-')} container spacing={2}>
          {sizes.map((size, index) => (
            <Grid key={index} size={size}>
              <GridCell>{size}</GridCell>
            </Grid>
          ))}
        </Grid>
      ))}
    </Stack>
  );
}
