import { backstage } from './backstage';
import { conference, speech } from './conference';
import { crowdView } from './crowd-view';
import { awards, redCarpet } from './gala';
import { microphone } from './microphone';
import { portrait } from './portrait';
import type { SceneDrawing } from './scene';
import { rehearsal, walkthrough } from './rehearsal';
import { curtainCall, keynote } from './stage';
import { tvStudio } from './studio';
import { fireside, interview, panel } from './talks';

/** Every kind of scene the gallery and the covers are drawn from. */
export const sceneDrawings = {
  keynote,
  rehearsal,
  walkthrough,
  curtainCall,
  panel,
  interview,
  fireside,
  tvStudio,
  conference,
  speech,
  awards,
  redCarpet,
  backstage,
  crowdView,
  microphone,
  portrait,
} satisfies Record<string, SceneDrawing>;

export type SceneName = keyof typeof sceneDrawings;
