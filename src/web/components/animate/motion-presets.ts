import { keyframes, type Keyframes } from '@emotion/react';

// Written for left-to-right like AnimateInView: the RTL style cache mirrors translateX, so "Start" keeps
// coming from the reading start.
const from = (transform: string) => keyframes`
  from { opacity: 0; transform: ${transform}; }
  to { opacity: 1; transform: none; }
`;

const bounce = (axis: 'X' | 'Y', distance: string) => keyframes`
  0% { opacity: 0; transform: translate${axis}(${distance}); animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1); }
  60% { opacity: 1; transform: translate${axis}(calc(${distance} * -0.08)); }
  80% { transform: translate${axis}(calc(${distance} * 0.03)); }
  100% { opacity: 1; transform: none; }
`;

/**
 * The product's entrance animations as CSS keyframes, by family and direction: "Up" moves up into place,
 * "Start" comes from the reading start. Play one with `motionSx`.
 */
export const motionPresets = {
  fade: {
    fadeIn: from('none'),
    fadeInUp: from('translateY(40px)'),
    fadeInDown: from('translateY(-40px)'),
    fadeInStart: from('translateX(-40px)'),
    fadeInEnd: from('translateX(40px)'),
  },
  zoom: {
    zoomIn: from('scale(0.6)'),
    zoomOut: from('scale(1.4)'),
  },
  slide: {
    slideInUp: from('translateY(100%)'),
    slideInDown: from('translateY(-100%)'),
    slideInStart: from('translateX(-100%)'),
    slideInEnd: from('translateX(100%)'),
  },
  bounce: {
    bounceIn: keyframes`
      0% { opacity: 0; transform: scale(0.3); }
      50% { opacity: 1; transform: scale(1.08); }
      70% { transform: scale(0.94); }
      100% { opacity: 1; transform: none; }
    `,
    bounceInUp: bounce('Y', '120px'),
    bounceInDown: bounce('Y', '-120px'),
    bounceInStart: bounce('X', '-120px'),
    bounceInEnd: bounce('X', '120px'),
  },
} satisfies Record<string, Record<string, Keyframes>>;

export type MotionFamily = keyof typeof motionPresets;
export type MotionPreset = { [F in MotionFamily]: keyof (typeof motionPresets)[F] }[MotionFamily];

const allPresets: Record<string, Keyframes> = Object.assign({}, ...Object.values(motionPresets));

export interface MotionOptions {
  /** Milliseconds; 600 by default, the same as AnimateInView. */
  duration?: number;
  /** Milliseconds before it starts, to stagger siblings. */
  delay?: number;
}

/**
 * The style that plays a preset once when the element mounts (give it a new `key` to play it again). With
 * prefers-reduced-motion the element is simply there.
 */
export function motionSx(preset: MotionPreset, { duration = 600, delay = 0 }: MotionOptions = {}) {
  return {
    animation: `${allPresets[preset]!} ${duration}ms cubic-bezier(0.4, 0, 0.2, 1) ${delay}ms both`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  } as const;
}
