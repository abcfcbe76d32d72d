import { Trans, useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';

/** Values every documentation text may use. */
const values = { product: brand.productName, presenter: brand.presenter.name };

/** Inline markup the texts may hold; anything else shows as plain text. */
const markup = { code: <code />, strong: <strong /> };

/** One text of the documentation (`documentation.<key>`), with its <code> and <strong> parts. */
export function DocText({ k }: { k: string }) {
  const { t } = useTranslation();
  return <Trans t={t} i18nKey={`documentation.${k}`} values={values} components={markup} />;
}

/** A paragraph of documentation text. */
export function DocParagraph({ k }: { k: string }) {
  return (
    <p>
      <DocText k={k} />
    </p>
  );
}

/** A bulleted list of the texts under `documentation.<base>`, one item per key. */
export function DocList({ base, keys }: { base: string; keys: string[] }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <DocText k={`${base}.${key}`} />
        </li>
      ))}
    </ul>
  );
}
