import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { CodeIcon } from './showcase-icons';

interface DemoBlockProps {
  title: string;
  description?: string;
  /** The demo's own source file, imported with `?raw`, so what shows is what runs. */
  source: string;
  children: ReactNode;
}

/** One demo of an entry's page: a titled card with the live demo and, on request, its source. */
export function DemoBlock({ title, description, source, children }: DemoBlockProps) {
  const { t } = useTranslation();
  const [codeShown, setCodeShown] = useState(false);
  const titleId = useId();
  const codeId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ overflow: 'visible' }}>
      <Box sx={{ px: 3, pt: 3 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {description}
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 3 }}>{children}</Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ px: 2, py: 1 }}>
        <Button
          color="inherit"
          size="small"
          startIcon={<CodeIcon />}
          aria-expanded={codeShown}
          aria-controls={codeShown ? codeId : undefined}
          onClick={() => setCodeShown((shown) => !shown)}
        >
          {codeShown ? t('components-showcase.hideCode') : t('components-showcase.showCode')}
        </Button>
      </Box>
      <Collapse in={codeShown} unmountOnExit>
        <Box id={codeId} sx={{ px: 2, pb: 0.5, '& pre': { maxHeight: 480 } }}>
          <CodeBlock code={source} language="tsx" />
        </Box>
      </Collapse>
    </Card>
  );
}
