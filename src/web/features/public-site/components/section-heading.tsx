import { accentText } from './accent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

/** An overline and an h2, centred, above a section's content. */
export function SectionHeading({ overline, heading, id }: { overline?: string; heading: string; id?: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
      {overline && (
        <Typography variant="overline" component="p" sx={(theme) => ({ color: accentText(theme) })}>
          {overline}
        </Typography>
      )}
      <Typography id={id} variant="h3" component="h2" sx={{ mt: 1 }}>
        {heading}
      </Typography>
    </Box>
  );
}
