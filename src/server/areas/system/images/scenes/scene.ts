import type { Random } from '@/server/areas/system/images/prng';
import { linearGradient, mix, radialGradient } from '@/server/areas/system/images/svg';
import { palettes, type Palette, type PaletteName } from './palettes';

/** Every scene is drawn 300 units tall; gallery photos are 400 wide (4:3), covers 533 (16:9). */
export const SCENE_HEIGHT = 300;

export interface Scene {
  random: Random;
  width: number;
  palette: Palette;
}

export type SceneDrawing = (scene: Scene) => string;

/** Colours of a scene, derived from its palette. */
export function tones(palette: Palette) {
  const dark = palette.bright ? mix(palette.bottom, '#1C252E', 0.6) : mix(palette.top, '#000000', 0.35);
  return {
    /** Silhouettes in front of the light: audience, furniture in shadow. */
    shadow: dark,
    /** The floor or stage deck. */
    floor: palette.bright ? mix(palette.bottom, '#FFFFFF', 0.35) : mix(palette.top, palette.bottom, 0.45),
    /** A surface half in the light: props, screens' frames. */
    mid: mix(palette.top, palette.bottom, palette.bright ? 0.9 : 0.7),
    /** A glowing screen or a lamp-lit wall. */
    glow: mix(palette.light, palette.accent, 0.18),
  };
}

/**
 * A scene drawn `width` x 300 in one of the palettes, then scaled by `scale` to the image's size, with the
 * gradients it paints with: s (the room), b (a light beam, top down), l (a pool of light).
 */
export function drawScene(
  drawing: SceneDrawing,
  random: Random,
  paletteName: PaletteName,
  width: number,
  scale: number,
): string {
  const palette: Palette = palettes[paletteName];
  const scene: Scene = { random, width, palette };
  const body = drawing(scene);
  const defs = [
    linearGradient('s', [
      [0, palette.top],
      [1, palette.bottom],
    ]),
    linearGradient('b', [
      [0, palette.light, palette.bright ? 0.5 : 0.7],
      [1, palette.light, 0],
    ]),
    radialGradient('l', [
      [0, palette.light, 0.8],
      [1, palette.light, 0],
    ]),
  ].filter((definition) => body.includes(`url(#${/id="(\w+)"/.exec(definition)![1]})`));
  const frame = scale === 1 ? body : `<g transform="scale(${scale})">${body}</g>`;
  return compact(`<defs>${defs.join('')}</defs>${frame}`);
}

/** The whole room in its gradient: the first layer of most scenes. */
export function room(scene: Scene): string {
  return `<rect width="${scene.width}" height="${SCENE_HEIGHT}" fill="url(#s)"/>`;
}

/** Drops what path data does not need: the space before a minus and the zero before a decimal point. */
function compact(svg: string): string {
  return svg.replace(
    / d="([^"]*)"/g,
    (_, data: string) => ` d="${data.replace(/ -/g, '-').replace(/(^|[^\d.])0\./g, '$1.')}"`,
  );
}

/** A camera move: draws `body` zoomed by `zoom` so that (fx, fy) stays where it was. */
export function zoomed(zoom: number, fx: number, fy: number, body: string): string {
  if (zoom === 1) return body;
  const round = (value: number) => Math.round(value * 10) / 10;
  return `<g transform="matrix(${zoom} 0 0 ${zoom} ${round(fx * (1 - zoom))} ${round(fy * (1 - zoom))})">${body}</g>`;
}
