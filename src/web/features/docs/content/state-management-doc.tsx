import { CodeBlock } from '@/web/components/code-block/code-block';
import { DocTable } from '@/web/features/docs/components/doc-table';
import {
  DocHeading,
  DocLead,
  DocParagraph,
  DocText,
  useDocTranslation,
} from '@/web/features/docs/components/doc-text';
import { queryClient } from '@/web/lib/query-client';

/** The zustand stores of the app, each with what it keeps and where. */
const stores = [
  { file: 'theme/settings-store.ts', key: 'settings' },
  { file: 'lib/session/auth-store.ts', key: 'auth' },
  { file: 'features/e-commerce/stores/checkout-store.ts', key: 'checkout' },
  { file: 'features/e-commerce/stores/shop-sort-store.ts', key: 'shopSort' },
] as const;

const mutationExample = `export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: TaskChange) => api.post('/api/kanban/complete-task', { id, completed }),
    // Shown at once; put back, with a toast, if the server refuses.
    onMutate: async (change) => { /* update the cached board, keep the old one */ },
    onError: (_error, _change, context) => { /* restore context.previous */ },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'app'] }),
  });
}`;

/** Server data in TanStack Query, what the browser keeps in zustand stores, and what stays in the address. */
export function StateManagementDoc() {
  const { t } = useDocTranslation();
  const defaults = queryClient.getDefaultOptions().queries ?? {};
  return (
    <>
      <DocLead />
      <DocHeading id="server" />
      <DocParagraph k="serverText" />
      <DocParagraph
        k="defaultsText"
        values={{
          staleTime: Number(defaults.staleTime ?? 0) / 1000,
          retry: String(defaults.retry ?? 3),
        }}
      />
      <DocParagraph k="keysText" />
      <DocHeading id="changes" />
      <DocParagraph k="changesText" />
      <CodeBlock code={mutationExample} language="tsx" />
      <DocParagraph k="liveText" />
      <DocHeading id="stores" />
      <DocParagraph k="storesText" />
      <DocTable
        label={t('headings.stores')}
        headers={[t('header.store'), t('header.keeps')]}
        rows={stores.map(({ file, key }) => ({
          key,
          cells: [<code key="file">{file}</code>, <DocText key="text" k={`stores.${key}`} />],
        }))}
      />
      <DocHeading id="address" />
      <DocParagraph k="addressText" />
    </>
  );
}
