import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface FormCardProps {
  title: string;
  subheader: string;
  children: ReactNode;
}

/** A part of the product form: a card named by its heading, with a line on what it holds. */
export function FormCard({ title, subheader, children }: FormCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {subheader}
        </Typography>
      </Box>
      <Divider />
      <Stack sx={{ p: 3, gap: 3 }}>{children}</Stack>
    </Card>
  );
}
