import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  /** A line under the title on what the part holds. */
  subheader?: string;
  /** Beside the title (below it on narrow screens): an Add button. */
  action?: ReactNode;
  children: ReactNode;
}

/** A part of the account settings: a card named by its heading. */
export function SettingsCard({ title, subheader, action, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}
      >
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {subheader && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subheader}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
