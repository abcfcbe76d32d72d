// The heavy libraries and the only screens whose first load may carry them (DESIGN.md: calendar, charts,
// editor, maps, drag and drop load only on the screens that use them). Which libraries a built file holds
// comes from its source map, so a library that a shared chunk swallows is caught too.
import fs from 'node:fs';
import path from 'node:path';

export const HEAVY_LIBRARIES = [
  { name: 'Leaflet (map)', source: /node_modules\/(?:react-)?leaflet\//, routes: ['/components/map'] },
  { name: 'world-atlas (map data)', source: /node_modules\/world-atlas\//, routes: ['/components/map'] },
  { name: 'Tiptap (editor)', source: /node_modules\/@tiptap\//, routes: ['/components/editor'] },
  { name: 'MUI X Charts', source: /node_modules\/@mui\/x-charts\//, routes: ['/components/chart'] },
  { name: 'FullCalendar', source: /node_modules\/@fullcalendar\//, routes: ['/dashboard/calendar'] },
  { name: 'dnd kit (kanban)', source: /node_modules\/@dnd-kit\//, routes: ['/dashboard/kanban'] },
];

/** For every route, the heavy libraries its first-load files hold: `[{ route, library, allowed }]`. */
export function heavyLibrariesByRoute(outDir, firstLoad) {
  const sourcesOf = new Map();
  const sources = (file) => {
    if (!sourcesOf.has(file)) {
      const map = path.join(outDir, `${file}.map`);
      sourcesOf.set(file, fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : []);
    }
    return sourcesOf.get(file);
  };
  return Object.entries(firstLoad).flatMap(([route, files]) =>
    HEAVY_LIBRARIES.filter((library) =>
      files.some((file) => sources(file).some((source) => library.source.test(source))),
    ).map((library) => ({ route, library: library.name, allowed: library.routes.includes(route) })),
  );
}
