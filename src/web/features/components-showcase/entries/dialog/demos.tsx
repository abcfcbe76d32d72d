import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { SimpleDialogDemo } from './demos/simple-dialog-demo';
import simpleSource from './demos/simple-dialog-demo.tsx?raw';
import { ConfirmDialogDemo } from './demos/confirm-dialog-demo';
import confirmSource from './demos/confirm-dialog-demo.tsx?raw';
import { FormDialogDemo } from './demos/form-dialog-demo';
import formSource from './demos/form-dialog-demo.tsx?raw';
import { FullScreenDialogDemo } from './demos/full-screen-dialog-demo';
import fullScreenSource from './demos/full-screen-dialog-demo.tsx?raw';

export default function DialogDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.dialog.simple.title')}
        description={t('components-showcase.dialog.simple.description')}
        source={simpleSource}
      >
        <SimpleDialogDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.dialog.confirm.title')}
        description={t('components-showcase.dialog.confirm.description')}
        source={confirmSource}
      >
        <ConfirmDialogDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.dialog.form.title')}
        description={t('components-showcase.dialog.form.description')}
        source={formSource}
      >
        <FormDialogDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.dialog.fullScreen.title')}
        description={t('components-showcase.dialog.fullScreen.description')}
        source={fullScreenSource}
      >
        <FullScreenDialogDemo />
      </DemoBlock>
    </>
  );
}
