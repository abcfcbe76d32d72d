import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

// Paths of the app's own icons (eye, edit, plus), scaled into a row of tiles.
const paths = [
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5ZM12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25ZM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z',
  'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z',
];

export function IconsIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      {paths.map((d, index) => (
        <g key={index} transform={`translate(${14 + index * 46} 27)`}>
          <rect
            width="40"
            height="46"
            rx="8"
            fill={index === 1 ? palette.primary.main : palette.background.paper}
            stroke={palette.divider}
          />
          <path
            d={d}
            transform="translate(8 11) scale(1)"
            fill={index === 1 ? palette.primary.contrastText : palette.text.primary}
          />
        </g>
      ))}
    </IllustrationSvg>
  );
}
