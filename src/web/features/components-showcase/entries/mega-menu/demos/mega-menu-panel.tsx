import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MegaMenuSection } from './mega-menu-data';

interface MegaMenuPanelProps {
  id: string;
  section: MegaMenuSection;
  panelRef: Ref<HTMLDivElement>;
  onChoose: (label: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The open panel of a section: its columns of links and a featured card. */
export function MegaMenuPanel({ id, section, panelRef, onChoose, onKeyDown }: MegaMenuPanelProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`components-showcase.mega-menu.sections.${section.key}.${key}`);
  const choose = (label: string) => (event: { preventDefault: () => void }) => {
    // A showcase: the link says which it is instead of leaving the page.
    event.preventDefault();
    onChoose(`${text('label')} › ${label}`);
  };
  return (
    <Box
      id={id}
      ref={panelRef}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gap: 3,
        p: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1.3fr' },
      }}
    >
      {section.columns.map((column) => (
        <Box key={column.key}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {text(`columns.${column.key}`)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {column.links.map((link) => {
              const label = text(`links.${link}`);
              return (
                <li key={link}>
                  <Link
                    href={`#${link}`}
                    onClick={choose(label)}
                    color="inherit"
                    underline="hover"
                    sx={{ display: 'block', py: 0.75, fontSize: '0.875rem' }}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
      <Card
        variant="outlined"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, display: 'flex', flexDirection: 'column' }}
      >
        <Box
          component="img"
          src={section.featureImage}
          alt=""
          width={400}
          height={300}
          sx={{ display: 'block', width: 1, height: 120, objectFit: 'cover' }}
        />
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="p">
            {text('feature.title')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {text('feature.text')}
          </Typography>
          <Link
            href="#feature"
            onClick={choose(text('feature.title'))}
            variant="subtitle2"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            {text('feature.cta')}
          </Link>
        </Box>
      </Card>
    </Box>
  );
}
