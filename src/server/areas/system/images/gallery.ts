import type { Random } from './prng';
import { sceneDrawings, type SceneName } from './scenes/index';
import type { PaletteName } from './scenes/palettes';
import { drawScene } from './scenes/scene';
import { svgDocument } from './svg';

/**
 * The stage photographs, 4:3, in the order of their captions (locales' content/gallery.json): each its own scene
 * and light. Photo 3 is the home page's hero: the presenter's portrait.
 */
export const galleryScenes: [SceneName, PaletteName][] = [
  ['keynote', 'midnight'],
  ['panel', 'sky'],
  ['portrait', 'violet'],
  ['awards', 'crimson'],
  ['backstage', 'amber'],
  ['crowdView', 'teal'],
  ['interview', 'blush'],
  ['speech', 'emerald'],
  ['tvStudio', 'cobalt'],
  ['fireside', 'lounge'],
  ['rehearsal', 'night'],
  ['curtainCall', 'magenta'],
];

export function renderGallery(n: number, random: Random): string {
  const [scene, palette] = galleryScenes[(n - 1) % galleryScenes.length]!;
  return svgDocument(400, 300, drawScene(sceneDrawings[scene], random, palette, 400, 1));
}
