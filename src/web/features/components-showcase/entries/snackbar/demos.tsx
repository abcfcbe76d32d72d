import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { MuiSnackbarDemo } from './demos/mui-snackbar-demo';
import muiSource from './demos/mui-snackbar-demo.tsx?raw';
import { ToastPositionsDemo } from './demos/toast-positions-demo';
import positionsSource from './demos/toast-positions-demo.tsx?raw';
import { ToastUndoDemo } from './demos/toast-undo-demo';
import undoSource from './demos/toast-undo-demo.tsx?raw';
import { ToastVariantsDemo } from './demos/toast-variants-demo';
import variantsSource from './demos/toast-variants-demo.tsx?raw';

export default function SnackbarDemos() {
  const { t } = useTranslation();
  const demos = [
    { key: 'variants', source: variantsSource, demo: <ToastVariantsDemo /> },
    { key: 'undo', source: undoSource, demo: <ToastUndoDemo /> },
    { key: 'positions', source: positionsSource, demo: <ToastPositionsDemo /> },
    { key: 'mui', source: muiSource, demo: <MuiSnackbarDemo /> },
  ];
  return (
    <>
      {demos.map(({ key, source, demo }) => (
        <DemoBlock
          key={key}
          title={t(`components-showcase.snackbar.${key}.title`)}
          description={t(`components-showcase.snackbar.${key}.description`)}
          source={source}
        >
          {demo}
        </DemoBlock>
      ))}
    </>
  );
}
