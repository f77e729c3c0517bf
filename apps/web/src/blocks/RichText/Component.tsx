import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { sanitizeRichHtml } from '@/security/sanitize';
import type { RichTextBlock } from '@/payload-types';

export function RichTextComponent({ block }: { block: RichTextBlock }) {
  const html = block.content
    ? convertLexicalToHTML({ data: block.content as unknown as SerializedEditorState, disableContainer: true })
    : '';
  return (
    <section className="block-richtext container">
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />
    </section>
  );
}
