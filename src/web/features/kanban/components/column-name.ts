import { useTranslation } from 'react-i18next';

/** The columns the workspace is seeded with (English in the database), by their translation keys. */
const builtInColumns: Record<string, string> = {
  Backlog: 'kanban.builtInColumns.backlog',
  Progress: 'kanban.builtInColumns.progress',
  'Q&A': 'kanban.builtInColumns.review',
  Production: 'kanban.builtInColumns.production',
};

/** A column's name as shown: a seeded one in the reader's language, any other as it was written. */
export function useColumnName() {
  const { t } = useTranslation();
  return (name: string) => {
    const key = builtInColumns[name];
    return key ? t(key) : name;
  };
}
