import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FigureListItem {
  key: string;
  /** A cover, an avatar or a badge. */
  media?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  /** The row's figure, at the end. */
  end?: ReactNode;
}

/** What a widget says when the period has nothing for it. */
export function WidgetEmpty({ text, minHeight = 160 }: { text: string; minHeight?: number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center', px: 3, pb: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** A covered (or square) picture of a list row: a product's cover, decorative (the name beside says it). */
export function CoverImage({ src, size = 48 }: { src: string; size?: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        objectFit: 'cover',
        bgcolor: 'action.hover',
      }}
    />
  );
}

/**
 * A widget's ranked rows (a picture, a name with a line under it, a figure at the end): skeleton rows while
 * `items` loads, `empty` when there are none.
 */
export function FigureList({
  items,
  empty,
  rows = 5,
}: {
  items: FigureListItem[] | undefined;
  empty: string;
  rows?: number;
}) {
  if (!items) {
    return (
      <Stack sx={{ p: 3, pt: 2, gap: 2.5 }} aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <Stack key={index} direction="row" sx={{ alignItems: 'center', gap: 2 }}>
            <Skeleton variant="rounded" width={48} height={48} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  }
  if (items.length === 0) return <WidgetEmpty text={empty} />;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 3, pt: 2, gap: 2.5 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={item.key}
          direction="row"
          sx={{ alignItems: 'center', gap: 2, minWidth: 0 }}
        >
          {item.media}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="div" noWrap>
              {item.primary}
            </Typography>
            {item.secondary && (
              <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mt: 0.25 }}>
                {item.secondary}
              </Typography>
            )}
          </Box>
          {item.end && <Box sx={{ flexShrink: 0, textAlign: 'right' }}>{item.end}</Box>}
        </Stack>
      ))}
    </Stack>
  );
}
