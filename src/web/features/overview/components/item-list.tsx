import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ListItem {
  key: string;
  /** A picture, avatar or badge at the reading start. */
  media?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  /** A figure or action at the reading end. */
  end?: ReactNode;
}

/** A widget's list of things (products, people, events, cards), or a line saying there are none. */
export function ItemList({ items, empty }: { items: ListItem[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 3, py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
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
              <Typography variant="body2" component="div" noWrap sx={{ color: 'text.secondary' }}>
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
