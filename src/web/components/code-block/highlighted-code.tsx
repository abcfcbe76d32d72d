import { Highlight } from 'prism-react-renderer';
import { codeTheme } from './code-theme';
import type { CodeLanguage } from './code-block';

/** Code coloured token by token for its language (Prism; loaded with the first block that needs it). */
export default function HighlightedCode({
  code,
  language,
}: {
  code: string;
  language: Exclude<CodeLanguage, 'text'>;
}) {
  return (
    <Highlight code={code.replace(/\n$/, '')} language={language} theme={codeTheme}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <code>
          {tokens.map((line, index) => (
            <div key={index} {...getLineProps({ line })}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </code>
      )}
    </Highlight>
  );
}
