// The admin's one rich-text editor. draft-js, which its authors have archived, is used only
// inside this folder: the rest of the admin holds an opaque value made from HTML and read
// back as HTML (the sanitised HTML the API stores), so replacing the editor touches this
// folder alone. ESLint refuses draft-js, and this folder's inner modules, anywhere else.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  isRichTextValue,
  richTextFromHtml,
  richTextHasText,
  richTextToHtml,
  type RichTextValue,
} from './richTextHtml';
