import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appIcons, importOf } from '@/web/components/icon-catalog';
import { CopiedAnnouncement } from '@/web/features/components-showcase/components/copied-announcement';
import { SearchIcon } from '@/web/features/components-showcase/components/showcase-icons';
import { useCopyText } from '@/web/components/use-copy-text';

/** The app's icons, filtered by name; a click copies the import that brings one in. */
export function IconSearchDemo() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { copied, copy } = useCopyText();
  const found = appIcons.filter((icon) => icon.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <>
      <TextField
        label={t('components-showcase.icons.search.label')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 2, mb: 2, color: 'text.secondary' }}>
        {found.length > 0
          ? t('components-showcase.icons.search.count', { count: found.length })
          : t('components-showcase.icons.search.none', { query })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {found.map((icon) => {
          const statement = importOf(icon);
          const { Icon } = icon;
          return (
            <ButtonBase
              key={icon.name}
              onClick={() => copy(statement)}
              title={statement}
              sx={{
                py: 2.5,
                px: 1,
                gap: 1,
                flexDirection: 'column',
                borderRadius: 1.5,
                border: 1,
                borderColor: copied === statement ? 'text.primary' : 'divider',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Icon sx={{ fontSize: 28 }} />
              <Typography
                variant="caption"
                component="span"
                sx={{ fontFamily: 'monospace', fontWeight: 600 }}
              >
                {icon.name}
              </Typography>
              {/* Seen, not read out: the button keeps its name, the status line below announces the copy. */}
              <Typography
                variant="caption"
                component="span"
                aria-hidden
                sx={{
                  visibility: copied === statement ? 'visible' : 'hidden',
                  color: 'text.secondary',
                  fontWeight: 700,
                }}
              >
                {t('components-showcase.copied')}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <CopiedAnnouncement copied={copied} />
    </>
  );
}
