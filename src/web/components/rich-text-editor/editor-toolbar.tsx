import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoldIcon,
  BulletListIcon,
  CodeBlockIcon,
  CodeIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
  RedoIcon,
  StrikeIcon,
  UndoIcon,
} from './editor-icons';

interface ToolProps {
  /** What the button does (translated): its tooltip and its accessible name. */
  label: string;
  /** A text the button shows instead of an icon ("H1"). */
  text?: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  /** The icon (MUI hides its SVG from assistive technology). */
  children?: ReactNode;
}

function Tool({ label, text, active = false, disabled = false, onClick, children }: ToolProps) {
  // The name starts with what the button shows, so the H1 button is "H1 Heading" (WCAG 2.5.3 Label in Name):
  // a speech user who reads "H1" can say it, and a screen reader user still hears what it does.
  const name = text ? `${text} ${label}` : label;
  return (
    <Tooltip title={label} disableInteractive>
      <span>
        <ToggleButton value={label} size="small" aria-label={name} selected={active} disabled={disabled} onClick={onClick} sx={{ border: 0, borderRadius: 1, minWidth: 34, px: 0.75, fontWeight: 700 }}>
          {text ?? children}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

interface EditorToolbarProps {
  editor: Editor;
  onLink(): void;
  onImage(): void;
  imageUploading: boolean;
}

/** Headings, formatting, lists, quote, code, link, picture, undo and redo. */
export function EditorToolbar({ editor, onLink, onImage, imageUploading }: EditorToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const iconSx = { fontSize: 20 };
  const separator = <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;

  return (
    <Stack role="toolbar" aria-label={t('editor.toolbar')} direction="row" sx={{ flexWrap: 'wrap', gap: 0.25, p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tool label={t('editor.heading1')} text="H1" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label={t('editor.heading2')} text="H2" active={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()} />
      {separator}
      <Tool label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <BoldIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <StrikeIcon sx={iconSx} />
      </Tool>
      {separator}
      <Tool label={t('editor.bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <BulletListIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.orderedList')} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <NumberedListIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.quote')} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <QuoteIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.code')} active={state.code} onClick={() => chain().toggleCode().run()}>
        <CodeIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.codeBlock')} active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        <CodeBlockIcon sx={iconSx} />
      </Tool>
      {separator}
      <Tool label={t('editor.link')} active={state.link} onClick={onLink}>
        <LinkIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.image')} disabled={imageUploading} onClick={onImage}>
        <ImageIcon sx={iconSx} />
      </Tool>
      {separator}
      <Tool label={t('editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon sx={iconSx} />
      </Tool>
      <Tool label={t('editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon sx={iconSx} />
      </Tool>
    </Stack>
  );
}
