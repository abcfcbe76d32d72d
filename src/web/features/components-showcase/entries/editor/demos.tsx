import Skeleton from '@mui/material/Skeleton';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { queryClient } from '@/web/lib/query-client';
import { useHydrated } from '@/web/lib/use-hydrated';
import compactEditorSource from './demos/compact-editor-demo.tsx?raw';
import fullEditorSource from './demos/full-editor-demo.tsx?raw';
import readOnlySource from './demos/read-only-demo.tsx?raw';

// Tiptap draws in the browser: the editors load once the page is in one (and with the editor's own texts).
const FullEditorDemo = lazy(() =>
  import('./demos/full-editor-demo').then((module) => ({ default: module.FullEditorDemo })),
);
const CompactEditorDemo = lazy(() =>
  import('./demos/compact-editor-demo').then((module) => ({ default: module.CompactEditorDemo })),
);
const ReadOnlyDemo = lazy(() =>
  import('./demos/read-only-demo').then((module) => ({ default: module.ReadOnlyDemo })),
);

const demos: { key: string; Demo: ComponentType; source: string; height: number }[] = [
  { key: 'full', Demo: FullEditorDemo, source: fullEditorSource, height: 400 },
  { key: 'compact', Demo: CompactEditorDemo, source: compactEditorSource, height: 140 },
  { key: 'readOnly', Demo: ReadOnlyDemo, source: readOnlySource, height: 220 },
];

export default function EditorDemos() {
  const { t, ready } = useTranslation(['components-showcase', 'editor']);
  const hydrated = useHydrated();
  // The public pages have no query client of their own; the editor's picture button uploads through the app's.
  return (
    <QueryClientProvider client={queryClient}>
      {demos.map(({ key, Demo, source, height }) => {
        const placeholder = <Skeleton variant="rounded" height={height} />;
        return (
          <DemoBlock
            key={key}
            title={t(`components-showcase.editor.${key}.title`)}
            description={t(`components-showcase.editor.${key}.description`)}
            source={source}
          >
            {hydrated && ready ? <Suspense fallback={placeholder}>{<Demo />}</Suspense> : placeholder}
          </DemoBlock>
        );
      })}
    </QueryClientProvider>
  );
}
