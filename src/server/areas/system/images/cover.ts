import type { Random } from './prng';
import { sceneDrawings, type SceneName } from './scenes/index';
import type { PaletteName } from './scenes/palettes';
import { drawScene, SCENE_HEIGHT } from './scenes/scene';
import { svgDocument } from './svg';

const WIDTH = 480;
const HEIGHT = 270;

/**
 * Covers, 16:9: cover n is the blog's post n (seeded in that order), so each shows its post's subject; the
 * last ones are members' profile covers. Cover 1 is also the profile cover of the presenter and the share image.
 */
export const coverScenes: [SceneName, PaletteName][] = [
  ['awards', 'amber'], // Behind the Scenes of a Live Gala
  ['panel', 'cobalt'], // How to Moderate a Panel
  ['tvStudio', 'magenta'], // What TikTok Taught Me About Live Television
  ['microphone', 'teal'], // Voice Care on Tour
  ['portrait', 'sky'], // Hosting in Three Languages
  ['fireside', 'mint'], // Booking a Host
  ['backstage', 'lounge'], // The Ten Minutes Before the Red Light
  ['speech', 'day'], // Writing Your Own Cue Cards
  ['tvStudio', 'midnight'], // When the Autocue Fails
  ['interview', 'crimson'], // Interviewing People Who Don't Want to Be Interviewed
  ['redCarpet', 'dusk'], // Dressing for the Stage, the Screen and the Stream
  ['awards', 'violet'], // Award Nights: Keeping 40 Envelopes in Order
  ['backstage', 'blush'], // My Travel Kit After 200 Shows
  ['walkthrough', 'teal'], // Working With a Floor Manager
  ['rehearsal', 'emerald'], // Rehearsal Is Not Optional
  ['conference', 'day'], // How to Open a Conference Day
  ['keynote', 'night'], // Silence on Stage Is a Tool
  ['crowdView', 'dusk'], // Notes From a Festival Main Stage
  ['speech', 'crimson'], // Pronouncing Names Right, Every Time
  ['conference', 'midnight'], // Hosting Hybrid Events for Two Audiences
  ['keynote', 'magenta'], // Lighting a Presenter: Notes From the Rig
  ['curtainCall', 'cobalt'], // The Art of the Handover
  ['crowdView', 'violet'], // Ending on Time, Ending Well
  ['interview', 'amber'],
];

export function renderCover(n: number, random: Random): string {
  const [scene, palette] = coverScenes[(n - 1) % coverScenes.length]!;
  const scale = HEIGHT / SCENE_HEIGHT;
  return svgDocument(
    WIDTH,
    HEIGHT,
    drawScene(sceneDrawings[scene], random, palette, Math.ceil(WIDTH / scale), scale),
  );
}
