/** The light of a scene: the room from top to bottom, the colour of its lamps and one accent. */
export interface Palette {
  top: string;
  bottom: string;
  light: string;
  accent: string;
  /** A lit room (daylight, a bright studio): people and props are drawn darker than the walls. */
  bright?: boolean;
}

export const palettes = {
  violet: { top: '#120A2A', bottom: '#5B21B6', light: '#EBD6FD', accent: '#FF6FD8' },
  midnight: { top: '#0B1120', bottom: '#04297A', light: '#D0F2FF', accent: '#1CCAFF' },
  crimson: { top: '#1C060C', bottom: '#7A0C2E', light: '#FFE7D9', accent: '#FDA92D' },
  emerald: { top: '#04130D', bottom: '#007B55', light: '#C8FACD', accent: '#5BE584' },
  cobalt: { top: '#07101F', bottom: '#0045FF', light: '#D6E4FF', accent: '#FFC107' },
  magenta: { top: '#1A0718', bottom: '#B71D5A', light: '#FFD6E0', accent: '#FFC0CB' },
  teal: { top: '#031016', bottom: '#0C6E7F', light: '#CAFDF5', accent: '#94D82D' },
  amber: { top: '#170D04', bottom: '#8A4B0F', light: '#FFE9C2', accent: '#FFB020' },
  dusk: { top: '#1E1B4B', bottom: '#F28C5B', light: '#FFE3B3', accent: '#FFC857' },
  night: { top: '#05070F', bottom: '#27304A', light: '#F4F6F8', accent: '#FF5630' },
  day: { top: '#EEF2F6', bottom: '#C4CDD5', light: '#FFFFFF', accent: '#1890FF', bright: true },
  mint: { top: '#E9FCD4', bottom: '#AAF27F', light: '#FFFFFF', accent: '#007B55', bright: true },
  blush: { top: '#FFF1EC', bottom: '#F6C1B0', light: '#FFFFFF', accent: '#B71D5A', bright: true },
  sky: { top: '#E8F6FF', bottom: '#A6D8F5', light: '#FFFFFF', accent: '#0C53B7', bright: true },
  lounge: { top: '#2A1A12', bottom: '#7A4B2E', light: '#FFD8A8', accent: '#FF9F43' },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
