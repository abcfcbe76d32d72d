import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChevronEndIcon, ChevronStartIcon } from '@/web/components/icons';
import { docPath, neighboursOf, type DocPage, type DocSlug } from '@/web/features/docs/doc-pages';

/** Mirrored in right-to-left, where the reading start is on the right. */
const iconSx = { color: 'text.secondary', '[dir=rtl] &': { transform: 'scaleX(-1)' } };

function PagerLink({ page, side }: { page: DocPage; side: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const Icon = side === 'previous' ? ChevronStartIcon : ChevronEndIcon;
  return (
    <ButtonBase
      component={RouterLink}
      to={docPath(page.slug)}
      rel={side === 'previous' ? 'prev' : 'next'}
      sx={{
        flex: '1 1 0',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        justifyContent: side === 'previous' ? 'flex-start' : 'flex-end',
        textAlign: side === 'previous' ? 'left' : 'right',
        '&:hover': { borderColor: 'text.primary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {side === 'previous' && <Icon sx={iconSx} />}
      <Box>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t(`docs.${side}`)}
        </Typography>
        <Typography variant="subtitle2" component="span">
          {t(page.titleKey)}
        </Typography>
      </Box>
      {side === 'next' && <Icon sx={iconSx} />}
    </ButtonBase>
  );
}

/** Links to the page before and after this one in reading order. */
export function DocPager({ slug }: { slug: DocSlug }) {
  const { t } = useTranslation();
  const { previous, next } = neighboursOf(slug);
  return (
    <Box
      component="nav"
      aria-label={t('docs.pager')}
      sx={{ display: 'flex', gap: 2, mt: 8, flexWrap: 'wrap' }}
    >
      {previous ? <PagerLink page={previous} side="previous" /> : <Box sx={{ flex: '1 1 0' }} />}
      {next ? <PagerLink page={next} side="next" /> : <Box sx={{ flex: '1 1 0' }} />}
    </Box>
  );
}
