import { alpha, useTheme } from '@mui/material/styles';
import { Illustration } from '@/web/components/illustration';

const units = [110, 170, 230];

/** A server rack with one failing unit under a warning sign. */
export function ServerErrorIllustration() {
  const { palette } = useTheme();
  const light = palette.mode === 'light';
  const body = light ? palette.grey[700] : palette.grey[600];
  const slot = light ? palette.grey[500] : palette.grey[400];
  const sign = palette.grey[800];
  return (
    <Illustration name="server-error">
      <path
        d="M170 282c0 18-34 12-62 20"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="4"
        strokeLinecap="round"
      />
      {units.map((y, index) => {
        const failing = index === units.length - 1;
        return (
          <g key={y}>
            <rect x="150" y={y} width="180" height="52" rx="10" fill={body} />
            <rect x="150" y={y} width="180" height="8" rx="4" fill={alpha('#fff', 0.12)} />
            <rect x="172" y={y + 17} width="72" height="6" rx="3" fill={slot} />
            <rect x="172" y={y + 31} width="48" height="6" rx="3" fill={slot} />
            {failing && <circle cx="306" cy={y + 26} r="14" fill={alpha(palette.error.main, 0.32)} />}
            <circle cx="284" cy={y + 26} r="6" fill={palette.primary.light} />
            <circle cx="306" cy={y + 26} r="6" fill={failing ? palette.error.main : palette.primary.light} />
          </g>
        );
      })}
      <path
        d="M330 250l14-8-4 12 16-6"
        fill="none"
        stroke={palette.error.main}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M344 52 392 136H296Z"
        fill={palette.warning.main}
        stroke={palette.warning.main}
        strokeWidth="14"
        strokeLinejoin="round"
      />
      <rect x="339" y="78" width="10" height="34" rx="5" fill={sign} />
      <circle cx="344" cy="124" r="6" fill={sign} />
      <circle cx="96" cy="92" r="7" fill={palette.info.main} />
      <circle cx="412" cy="214" r="5" fill={palette.primary.main} />
      <path d="M120 170v14M113 177h14" stroke={palette.warning.main} strokeWidth="4" strokeLinecap="round" />
    </Illustration>
  );
}
