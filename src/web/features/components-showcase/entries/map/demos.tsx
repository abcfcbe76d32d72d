import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { useHydrated } from '@/web/lib/use-hydrated';
import choroplethSource from './demos/choropleth-demo.tsx?raw';
import cityMarkersSource from './demos/city-markers-demo.tsx?raw';
import worldMapSource from './demos/world-map-demo.tsx?raw';

// Leaflet needs a browser (it reads `window` as it loads): the maps load once the page is in one.
const WorldMapDemo = lazy(() =>
  import('./demos/world-map-demo').then((module) => ({ default: module.WorldMapDemo })),
);
const CityMarkersDemo = lazy(() =>
  import('./demos/city-markers-demo').then((module) => ({ default: module.CityMarkersDemo })),
);
const ChoroplethDemo = lazy(() =>
  import('./demos/choropleth-demo').then((module) => ({ default: module.ChoroplethDemo })),
);

const demos: { key: string; Demo: ComponentType; source: string }[] = [
  { key: 'world', Demo: WorldMapDemo, source: worldMapSource },
  { key: 'markers', Demo: CityMarkersDemo, source: cityMarkersSource },
  { key: 'choropleth', Demo: ChoroplethDemo, source: choroplethSource },
];

export default function MapDemos() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const placeholder = <Skeleton variant="rounded" height={380} />;
  return (
    <>
      {demos.map(({ key, Demo, source }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.map.${key}.title`)}
          description={t(`components-showcase.map.${key}.description`)}
          source={source}
        >
          {hydrated ? <Suspense fallback={placeholder}>{<Demo />}</Suspense> : placeholder}
        </DemoBlock>
      ))}
    </>
  );
}
