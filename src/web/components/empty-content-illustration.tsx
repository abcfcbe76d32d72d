import { useTheme } from '@mui/material/styles';
import { Illustration } from './illustration';

/** An open, empty box: "nothing here yet". */
export function EmptyContentIllustration({ width = 240, height = 180 }: { width?: number; height?: number }) {
  const { palette } = useTheme();
  const { lighter, light, main, dark, darker } = palette.primary;
  const speck = palette.grey[500];
  return (
    <Illustration name="empty-content" width={width} height={height}>
      {/* the box, seen from above the front corner, flaps open */}
      <path d="M150 160 240 128 330 160 240 192Z" fill={darker} />
      <path d="M150 160 240 128 214 84 124 116Z" fill={light} />
      <path d="M240 128 330 160 356 118 266 86Z" fill={lighter} />
      <path d="M150 160 240 192V292L150 260Z" fill={main} />
      <path d="M240 192 330 160V260L240 292Z" fill={dark} />
      <path d="M150 160 240 192 206 226 116 194Z" fill={light} opacity={0.9} />
      <path d="M240 192 330 160 362 192 272 226Z" fill={lighter} opacity={0.9} />
      {/* a few specks of dust where something used to be */}
      <circle cx="210" cy="60" r="6" fill={speck} opacity={0.48} />
      <circle cx="262" cy="44" r="4" fill={speck} opacity={0.32} />
      <circle cx="296" cy="70" r="5" fill={speck} opacity={0.4} />
      <path d="M178 52v16M170 60h16" stroke={light} strokeWidth="4" strokeLinecap="round" />
    </Illustration>
  );
}
