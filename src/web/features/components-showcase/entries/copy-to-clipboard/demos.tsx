import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { CodeSnippetCopyDemo } from './demos/code-snippet-copy-demo';
import codeSnippetSource from './demos/code-snippet-copy-demo.tsx?raw';
import { DoubleClickCopyDemo } from './demos/double-click-copy-demo';
import doubleClickSource from './demos/double-click-copy-demo.tsx?raw';
import { TextFieldCopyDemo } from './demos/text-field-copy-demo';
import textFieldSource from './demos/text-field-copy-demo.tsx?raw';

export default function CopyToClipboardDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.copy-to-clipboard.field.title')}
        description={t('components-showcase.copy-to-clipboard.field.description')}
        source={textFieldSource}
      >
        <TextFieldCopyDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.copy-to-clipboard.doubleClick.title')}
        description={t('components-showcase.copy-to-clipboard.doubleClick.description')}
        source={doubleClickSource}
      >
        <DoubleClickCopyDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.copy-to-clipboard.snippet.title')}
        description={t('components-showcase.copy-to-clipboard.snippet.description')}
        source={codeSnippetSource}
      >
        <CodeSnippetCopyDemo />
      </DemoBlock>
    </>
  );
}
