import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { AvatarUploadDemo } from './demos/avatar-upload-demo';
import avatarUploadSource from './demos/avatar-upload-demo.tsx?raw';
import { MultipleUploadDemo } from './demos/multiple-upload-demo';
import multipleUploadSource from './demos/multiple-upload-demo.tsx?raw';
import { SingleUploadDemo } from './demos/single-upload-demo';
import singleUploadSource from './demos/single-upload-demo.tsx?raw';

export default function UploadDemos() {
  // The upload refusals are read from the uploads' own texts.
  const { t } = useTranslation(['components-showcase', 'uploads']);
  return (
    <>
      <DemoBlock
        title={t('components-showcase.upload.single.title')}
        description={t('components-showcase.upload.single.description')}
        source={singleUploadSource}
      >
        <SingleUploadDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.upload.multiple.title')}
        description={t('components-showcase.upload.multiple.description')}
        source={multipleUploadSource}
      >
        <MultipleUploadDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.upload.avatar.title')}
        description={t('components-showcase.upload.avatar.description')}
        source={avatarUploadSource}
      >
        <AvatarUploadDemo />
      </DemoBlock>
    </>
  );
}
