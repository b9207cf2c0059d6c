import { EditorState, Modifier, RichUtils, SelectionState } from 'draft-js';
import { richTextToHtml, richTextFromHtml } from './richTextHtml';

/** Selects the first `length` characters of the first block. */
function selectStart(state: EditorState, length: number): EditorState {
  const block = state.getCurrentContent().getFirstBlock();
  const selection = SelectionState.createEmpty(block.getKey()).merge({ focusOffset: length });
  return EditorState.forceSelection(state, selection);
}

describe('rich text ⇄ HTML', () => {
  it('writes an empty editor as an empty string', () => {
    expect(richTextToHtml(EditorState.createEmpty())).toBe('');
    expect(richTextToHtml(richTextFromHtml('<p></p>'))).toBe('');
  });

  it('writes bold, italic and underline text the site shows', () => {
    let state = EditorState.createEmpty();
    state = EditorState.push(
      state,
      Modifier.insertText(state.getCurrentContent(), state.getSelection(), 'Forte e normale'),
      'insert-characters',
    );
    state = RichUtils.toggleInlineStyle(selectStart(state, 5), 'BOLD');
    expect(richTextToHtml(state)).toBe('<p><strong>Forte</strong> e normale</p>');
    state = RichUtils.toggleInlineStyle(selectStart(state, 5), 'UNDERLINE');
    expect(richTextToHtml(state)).toBe('<p><strong><u>Forte</u></strong> e normale</p>');
  });

  it('reads back what it writes: links, code blocks, underline and YouTube videos', () => {
    const html =
      '<p><em>Corsivo</em> <u>sotto</u> <a href="https://alumis.example/a?b=1&amp;c=2">link</a></p>' +
      '<pre>const x = 1;</pre>' +
      '<figure><iframe src="https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c" title="Video" allowfullscreen></iframe></figure>' +
      '<p>Fine</p>';
    const out = richTextToHtml(richTextFromHtml(html));
    expect(out).toContain('<em>Corsivo</em>');
    expect(out).toContain('<u>sotto</u>');
    expect(out).toContain('<a href="https://alumis.example/a?b=1&amp;c=2">link</a>');
    expect(out).toContain('<pre>const x = 1;</pre>');
    expect(out).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/Q7mTz3KpL2c" title="Video" allowfullscreen></iframe>',
    );
    expect(out).toContain('<p>Fine</p>');
  });

  it('sanitises stored HTML before the editor reads it', () => {
    const out = richTextToHtml(
      richTextFromHtml(
        '<p>ok<img src=x onerror="alert(1)"></p><iframe src="https://evil.example/embed/x"></iframe>' +
          '<p><a href="javascript:alert(1)">x</a></p>',
      ),
    );
    expect(out).not.toMatch(/onerror|evil|javascript/);
    expect(out).toContain('ok');
  });
});
