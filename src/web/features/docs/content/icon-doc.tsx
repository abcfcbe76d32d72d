import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CodeBlock } from '@/web/components/code-block/code-block';
import { appIcons } from '@/web/components/icon-catalog';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { paths } from '@/web/lib/paths';

const addExample = `// src/web/components/action-icons.tsx
export const ArchiveIcon = pathIcon('M20.54 5.23 19.15 3.55A1.5 1.5 0 0 0 18 3H6…');

// anywhere
<IconButton aria-label={t('mail.archive')}>
  <ArchiveIcon />
</IconButton>`;

/** How the app draws icons, and every shared icon, searchable by name. */
export function IconDoc() {
  const { t } = useDocTranslation();
  const [query, setQuery] = useState('');
  const found = appIcons.filter((icon) => icon.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <>
      <DocLead />
      <DocHeading id="how" />
      <DocParagraph k="howText" />
      <CodeBlock code={addExample} language="tsx" />
      <DocParagraph k="a11yText" />
      <DocHeading id="set" />
      <DocParagraph k="setText" values={{ count: appIcons.length }} />
      <TextField
        label={t('search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        size="small"
        fullWidth
        sx={{ my: 2 }}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {found.length > 0 ? t('found', { count: found.length }) : t('none', { query: query.trim() })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {found.map(({ name, module, Icon }) => (
          <Box
            component="li"
            key={name}
            title={module}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1.5,
            }}
          >
            <Icon aria-hidden />
            <Box component="code" sx={{ typography: 'caption', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Box>
          </Box>
        ))}
      </Box>
      <p>
        <Link component={RouterLink} to={paths.components.entry('icons')}>
          {t('galleryLink')}
        </Link>
      </p>
    </>
  );
}
