import { useTheme } from '@mui/material/styles';
import { Illustration } from '@/web/components/illustration';

/** A stage microphone under a spotlight: the presenter's next show. */
export function WelcomeIllustration() {
  const { palette } = useTheme();
  const { lighter, light, main, dark, darker } = palette.primary;
  const metal = palette.grey[600];
  return (
    <Illustration name="welcome" width={240} height={180}>
      {/* the spotlight's cone onto the stage */}
      <path d="M232 20h16l88 284H144Z" fill={lighter} opacity={0.5} />
      <ellipse cx="240" cy="300" rx="96" ry="12" fill={light} opacity={0.5} />
      {/* the stand, its base and the boom */}
      <path d="M236 150h8v150h-8Z" fill={metal} />
      <path d="M196 300a44 10 0 0 1 88 0Z" fill={palette.grey[700]} />
      <path d="M240 156 304 120" stroke={metal} strokeWidth="8" strokeLinecap="round" />
      {/* the microphone: grille and handle */}
      <path d="m300 122 30-52" stroke={darker} strokeWidth="14" strokeLinecap="round" />
      <circle cx="336" cy="60" r="22" fill={main} />
      <path d="M318 48a22 22 0 0 1 30-8M316 64a22 22 0 0 1 38-14" stroke={dark} strokeWidth="3" fill="none" />
      {/* sound, and a few sparkles of applause */}
      <path
        d="M372 44c10 8 10 24 0 32M386 34c16 14 16 38 0 52"
        stroke={light}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M150 92v16M142 100h16M120 160v12M114 166h12"
        stroke={light}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="176" cy="60" r="5" fill={main} opacity={0.6} />
    </Illustration>
  );
}
