import Box from '@mui/material/Box';
import type { CardType } from '@/contract/user';

/** The mark of a card's network, as a small badge; its name is said by the text beside it. */
export function CardTypeLogo({ type }: { type: CardType }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 32,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'common.white',
      }}
    >
      {type === 'visa' ? (
        <svg width="36" height="12" viewBox="0 0 36 12">
          <text
            x="18"
            y="11"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            fill="#1A1F71"
          >
            VISA
          </text>
        </svg>
      ) : (
        <svg width="32" height="20" viewBox="0 0 32 20">
          <circle cx="11" cy="10" r="9" fill="#EB001B" />
          <circle cx="21" cy="10" r="9" fill="#F79E1B" />
          <path d="M16 2.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#FF5F00" />
        </svg>
      )}
    </Box>
  );
}
