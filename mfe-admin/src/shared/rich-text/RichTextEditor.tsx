import {
  AtomicBlockUtils,
  Editor,
  EditorState,
  Modifier,
  RichUtils,
  type ContentBlock,
  type ContentState,
  type DraftEditorCommand,
  type DraftHandleValue,
  type DraftInlineStyleType,
  type DraftBlockType,
} from 'draft-js';
import 'draft-js/dist/Draft.css';
import { useId, useState, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { LINK, VIDEO, type RichTextValue } from './richTextHtml';
import { isAllowedLink, toYoutubeEmbed } from './videoUrl';
import formStyles from '../ui/Form.module.css';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  readonly label: string;
  readonly value: RichTextValue;
  readonly onChange: (value: RichTextValue) => void;
}

const INLINE: readonly { style: DraftInlineStyleType; label: string; text: string }[] = [
  { style: 'BOLD', label: 'Удебелен', text: 'B' },
  { style: 'ITALIC', label: 'Курсив', text: 'I' },
  { style: 'UNDERLINE', label: 'Подчертан', text: 'U' },
];
const CODE_BLOCK: DraftBlockType = 'code-block';

/** The editor shows a video as a labelled box; the player itself loads only on the site. */
function VideoBlock({
  block,
  contentState,
}: {
  readonly block: ContentBlock;
  readonly contentState: ContentState;
}) {
  const key = block.getEntityAt(0);
  const src = key
    ? String((contentState.getEntity(key).getData() as { src?: unknown }).src ?? '')
    : '';
  return (
    <span className={styles.video} contentEditable={false}>
      ▶ Видео от YouTube: {src.split('/').pop()}
    </span>
  );
}

// A press keeps the editor's selection (the button would otherwise take the focus first).
const keepSelection = (event: MouseEvent) => event.preventDefault();

function ToolbarButton({ className, ...button }: ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      className={className ? `${formStyles.chip} ${className}` : formStyles.chip}
      onMouseDown={keepSelection}
      {...button}
    />
  );
}

/**
 * A draft-js editor with a toolbar for bold, italic, underline, link, video
 * (YouTube) and code block. Keyboard shortcuts (Ctrl+B, Ctrl+I, Ctrl+U) work as well.
 */
export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const inline = value.getCurrentInlineStyle();
  const selection = value.getSelection();
  const blockType = value.getCurrentContent().getBlockForKey(selection.getStartKey())?.getType();

  const handleKeyCommand = (command: DraftEditorCommand, state: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(state, command);
    if (!next) return 'not-handled';
    onChange(next);
    return 'handled';
  };

  const addLink = () => {
    setProblem(null);
    const address = window.prompt('Адрес на връзката (https://…, http://… или mailto:…)');
    if (address === null || address.trim() === '') return;
    if (!isAllowedLink(address)) {
      setProblem('Връзката трябва да започва с http://, https:// или mailto:.');
      return;
    }
    const content = value
      .getCurrentContent()
      .createEntity(LINK, 'MUTABLE', { url: address.trim() });
    const entityKey = content.getLastCreatedEntityKey();
    if (selection.isCollapsed()) {
      const withText = Modifier.insertText(
        content,
        selection,
        address.trim(),
        undefined,
        entityKey,
      );
      onChange(EditorState.push(value, withText, 'insert-characters'));
      return;
    }
    const withEntity = EditorState.set(value, { currentContent: content });
    onChange(RichUtils.toggleLink(withEntity, selection, entityKey));
  };

  const addVideo = () => {
    setProblem(null);
    const address = window.prompt('Адрес на видео в YouTube');
    if (address === null || address.trim() === '') return;
    const src = toYoutubeEmbed(address);
    if (!src) {
      setProblem('Това не е адрес на видео в YouTube.');
      return;
    }
    const content = value.getCurrentContent().createEntity(VIDEO, 'IMMUTABLE', { src });
    const entityKey = content.getLastCreatedEntityKey();
    onChange(
      AtomicBlockUtils.insertAtomicBlock(
        EditorState.set(value, { currentContent: content }),
        entityKey,
        ' ',
      ),
    );
  };

  const renderBlock = (block: ContentBlock) =>
    block.getType() === 'atomic' ? { component: VideoBlock, editable: false } : null;

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label}: форматиране`}>
        {INLINE.map(({ style, label: name, text }) => (
          <ToolbarButton
            key={style}
            className={styles[style.toLowerCase()]}
            aria-label={name}
            title={name}
            aria-pressed={inline.has(style)}
            onClick={() => onChange(RichUtils.toggleInlineStyle(value, style))}
          >
            {text}
          </ToolbarButton>
        ))}
        <ToolbarButton onClick={addLink}>Връзка</ToolbarButton>
        <ToolbarButton onClick={addVideo}>Видео</ToolbarButton>
        <ToolbarButton
          aria-pressed={blockType === CODE_BLOCK}
          onClick={() => onChange(RichUtils.toggleBlockType(value, CODE_BLOCK))}
        >
          Код
        </ToolbarButton>
      </div>
      <div className={styles.area}>
        <Editor
          editorState={value}
          onChange={onChange}
          handleKeyCommand={handleKeyCommand}
          blockRendererFn={renderBlock}
          ariaLabelledBy={labelId}
          ariaMultiline
          stripPastedStyles={false}
        />
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
