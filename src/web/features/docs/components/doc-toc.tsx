import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

interface Section {
  id: string;
  title: string;
}

/** The sections of the page shown: its article's h2 headings with an anchor, as rendered. */
function useSections(): Section[] {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const [sections, setSections] = useState<Section[]>([]);
  useEffect(() => {
    const headings = document.querySelectorAll<HTMLHeadingElement>('article h2[id]');
    // The headings are known only once the page is in the document.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSections([...headings].map((heading) => ({ id: heading.id, title: heading.textContent ?? '' })));
  }, [pathname, i18n.language]);
  return sections;
}

/** Where a section's heading sits once scrolled to: below the sticky header (the headings' scroll margin). */
const READING_LINE = 128;

/**
 * The section being read: the last whose heading has reached the top of the window (the first while none has).
 * A section chosen in the list is the one until the scroll to it has ended, and stays so until the reader
 * scrolls again (near the page's end its heading may not reach the top).
 */
function useActiveSection(sections: Section[]) {
  const [active, setActive] = useState<string>();
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    const elements = sections
      .map(({ id }) => document.getElementById(id))
      .filter((element) => element !== null);
    if (elements.length === 0) return;
    const update = () => {
      if (chosen.current) return;
      const passed = elements.filter((element) => element.getBoundingClientRect().top <= READING_LINE);
      setActive((passed.at(-1) ?? elements[0]!).id);
    };
    const release = () => {
      chosen.current = null;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('scrollend', release);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('scrollend', release);
      window.removeEventListener('resize', update);
    };
  }, [sections]);
  const choose = (id: string) => {
    chosen.current = id;
    setActive(id);
  };
  return [active, choose] as const;
}

/** "On this page": the page's sections, the one being read marked as the reader scrolls. */
export function DocToc() {
  const { t } = useTranslation();
  const sections = useSections();
  const [active, choose] = useActiveSection(sections);
  if (sections.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="doc-toc-title" data-testid="doc-toc">
      <Typography id="doc-toc-title" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {t('docs.onThisPage')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, borderLeft: 1, borderColor: 'divider' }}
      >
        {sections.map(({ id, title }) => {
          const current = id === active;
          return (
            <li key={id}>
              <Link
                href={`#${id}`}
                underline="none"
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(id);
                  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  window.history.replaceState(window.history.state, '', `#${id}`);
                }}
                sx={{
                  display: 'block',
                  py: 0.75,
                  px: 2,
                  // Over the list's line (both flip sides in right to left).
                  ml: '-1px',
                  typography: 'body2',
                  borderLeft: 2,
                  borderColor: current ? 'primary.main' : 'transparent',
                  color: current ? 'text.primary' : 'text.secondary',
                  fontWeight: current ? 600 : 400,
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
