import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { CodeBlock } from '@/web/components/code-block/code-block';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';

const usageExample = `<Paper elevation={8}>…</Paper>
<Box sx={{ boxShadow: 12 }}>…</Box>`;

/** The theme's 25 shadows: one to try on a card, then all of them side by side. */
export function ShadowsDoc() {
  const { t } = useDocTranslation();
  const theme = useTheme();
  const [elevation, setElevation] = useState(8);
  return (
    <>
      <DocLead />
      <DocHeading id="try" />
      <DocParagraph k="tryText" />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 4,
          alignItems: 'center',
          my: 3,
        }}
      >
        <Box
          data-testid="shadow-sample"
          sx={{
            width: 160,
            height: 100,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            bgcolor: 'background.paper',
            boxShadow: elevation,
            typography: 'subtitle2',
          }}
        >
          {`boxShadow: ${elevation}`}
        </Box>
        <Slider
          value={elevation}
          min={0}
          max={24}
          step={1}
          marks
          valueLabelDisplay="auto"
          aria-label={t('elevation')}
          onChange={(_, value) => setElevation(value)}
          sx={{ flexGrow: 1, width: 1 }}
        />
      </Box>
      <DocHeading id="all" />
      <DocParagraph k="allText" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 3,
          my: 3,
          p: 1,
        }}
      >
        {theme.shadows.map((shadow, index) => (
          <Box
            key={index}
            title={shadow}
            sx={{
              height: 72,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1.5,
              bgcolor: 'background.paper',
              boxShadow: shadow,
              border: index === 0 ? 1 : 0,
              borderColor: 'divider',
              typography: 'subtitle2',
            }}
          >
            {index}
          </Box>
        ))}
      </Box>
      <DocHeading id="usage" />
      <DocParagraph k="usageText" />
      <CodeBlock code={usageExample} language="tsx" />
    </>
  );
}
