import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RasterPicture } from '@/web/components/raster-picture';

export interface AuthPicturePanelProps {
  /** Heading of the side panel on wide screens. */
  heading: string;
  /** A line under the heading. */
  line: string;
  /** Cover image n of the app's generated art, filling the panel behind the heading. */
  illustration: { n: number; alt: string };
}

/** The sign-in screens' side panel on wide screens: a picture filling the column, the heading and a line over it. */
export default function AuthPicturePanel({ heading, line, illustration }: AuthPicturePanelProps) {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'relative',
        width: { md: 420, lg: 520 },
        flexShrink: 0,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      {/* Lazy: the panel is hidden on small screens, where the image then never loads. Drawn at 1200 px: it
          fills the tall column, scaled up from its wide shape. */}
      <RasterPicture
        kind="cover"
        n={illustration.n}
        alt={illustration.alt}
        sizes="1200px"
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
      />
      <Stack
        sx={{
          position: 'absolute',
          inset: 0,
          justifyContent: 'flex-end',
          p: 5,
          background: 'linear-gradient(to top, #161C24F0, #161C2499 45%, #161C2400 75%)',
        }}
      >
        <Typography variant="h3" component="p">
          {heading}
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.8 }}>{line}</Typography>
      </Stack>
    </Box>
  );
}
