import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

const star = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21Z';

/** Five stars, three and a half of them filled. */
export function RatingIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <defs>
        <clipPath id="rating-illustration-half">
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      {[0, 1, 2, 3, 4].map((index) => (
        <g key={index} transform={`translate(${12 + index * 28} 36) scale(1.15)`}>
          <path d={star} fill={palette.grey[400]} />
          {index < 4 && (
            <path
              d={star}
              fill={palette.warning.main}
              clipPath={index === 3 ? 'url(#rating-illustration-half)' : undefined}
            />
          )}
        </g>
      ))}
    </IllustrationSvg>
  );
}
