import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { CircularProgressDemo } from './demos/circular-progress-demo';
import circularSource from './demos/circular-progress-demo.tsx?raw';
import { LinearProgressDemo } from './demos/linear-progress-demo';
import linearSource from './demos/linear-progress-demo.tsx?raw';
import { UploadProgressDemo } from './demos/upload-progress-demo';
import uploadSource from './demos/upload-progress-demo.tsx?raw';

export default function ProgressDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.progress.upload.title')}
        description={t('components-showcase.progress.upload.description')}
        source={uploadSource}
      >
        <UploadProgressDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.progress.circular.title')}
        description={t('components-showcase.progress.circular.description')}
        source={circularSource}
      >
        <CircularProgressDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.progress.linear.title')}
        description={t('components-showcase.progress.linear.description')}
        source={linearSource}
      >
        <LinearProgressDemo />
      </DemoBlock>
    </>
  );
}
