import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const styles = ['normal', 'bold', 'italic', 'highlight'] as const;
type TextStyle = (typeof styles)[number];

const styleSx: Record<TextStyle, object> = {
  normal: {},
  bold: { fontWeight: 700 },
  italic: { fontStyle: 'italic' },
  highlight: { bgcolor: 'warning.lighter', color: 'grey.800' },
};

/** A right click (or the context-menu key) on the text opens the menu where the pointer is. */
export function ContextMenuDemo() {
  const { t } = useTranslation();
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const [style, setStyle] = useState<TextStyle>('normal');
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    // The context-menu key reports no pointer position: open at the paragraph's corner then.
    const pointer = event.clientX || event.clientY;
    setPosition(
      position
        ? null
        : pointer
          ? { top: event.clientY, left: event.clientX }
          : { top: box.top, left: box.left },
    );
  };
  return (
    <Box
      onContextMenu={openMenu}
      data-testid="context-target"
      sx={{
        p: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1.5,
        cursor: 'context-menu',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('components-showcase.menu.context.hint')}
      </Typography>
      <Typography data-testid="styled-text" data-style={style} sx={{ ...styleSx[style], px: 0.5 }}>
        {t('components-showcase.menu.context.text')}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        {styles.map((value) => (
          <MenuItem
            key={value}
            selected={value === style}
            onClick={() => {
              setStyle(value);
              setPosition(null);
            }}
          >
            {t(`components-showcase.menu.context.styles.${value}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
