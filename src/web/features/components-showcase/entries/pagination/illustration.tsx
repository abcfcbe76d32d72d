import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function PaginationIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      {[0, 1, 2, 3, 4].map((index) => {
        const current = index === 2;
        return (
          <g key={index} transform={`translate(${14 + index * 27} 36)`}>
            <rect
              width="24"
              height="28"
              rx="6"
              fill={current ? palette.primary.main : palette.background.paper}
              stroke={current ? palette.primary.main : palette.divider}
            />
            {index === 0 || index === 4 ? (
              <path
                d={index === 0 ? 'M14 9l-5 5 5 5' : 'M10 9l5 5-5 5'}
                fill="none"
                stroke={palette.grey[500]}
                strokeWidth="2"
              />
            ) : (
              <rect
                x="9"
                y="12"
                width="6"
                height="4"
                rx="2"
                fill={current ? palette.primary.contrastText : palette.grey[500]}
              />
            )}
          </g>
        );
      })}
    </IllustrationSvg>
  );
}
