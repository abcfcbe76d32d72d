import Card, { type CardProps } from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

interface WidgetCardProps extends Omit<CardProps, 'title'> {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard widget: its heading (an h2 of the page), what it covers, and its content. */
export function WidgetCard({ title, subheader, action, children, sx, ...other }: WidgetCardProps) {
  return (
    <Card
      sx={[{ display: 'flex', flexDirection: 'column', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    >
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{
          title: { component: 'h2', variant: 'h6' },
          subheader: { variant: 'body2' },
          action: { sx: { alignSelf: 'center', m: 0 } },
        }}
        sx={{ p: 3, pb: 1 }}
      />
      {children}
    </Card>
  );
}
