import { useTranslation } from 'react-i18next';
import { DemoBlock } from '@/web/features/components-showcase/components/demo-block';
import { BasicTransferListDemo } from './demos/basic-transfer-list-demo';
import basicSource from './demos/basic-transfer-list-demo.tsx?raw';
import { EnhancedTransferListDemo } from './demos/enhanced-transfer-list-demo';
import enhancedSource from './demos/enhanced-transfer-list-demo.tsx?raw';

export default function TransferListDemos() {
  const { t } = useTranslation();
  return (
    <>
      <DemoBlock
        title={t('components-showcase.transfer-list.basic.title')}
        description={t('components-showcase.transfer-list.basic.description')}
        source={basicSource}
      >
        <BasicTransferListDemo />
      </DemoBlock>
      <DemoBlock
        title={t('components-showcase.transfer-list.enhanced.title')}
        description={t('components-showcase.transfer-list.enhanced.description')}
        source={enhancedSource}
      >
        <EnhancedTransferListDemo />
      </DemoBlock>
    </>
  );
}
