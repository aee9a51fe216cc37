// The HTML a text of the content area becomes (Markdown, buttons, videos; sanitised by the
// server): the editor's "Náhled".
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { richTextPreviewKeys } from './keys';

export const RichTextPreviewDocument = graphql(`
  query RichTextPreview($text: String!) {
    richTextPreview(text: $text)
  }
`);

export const getRichTextPreviewQueryOptions = (text: string) =>
  graphqlQueryOptions(richTextPreviewKeys.preview(text), RichTextPreviewDocument, { text }, (data) => data.richTextPreview);

/** Asked only while `enabled` (the preview is open). */
export const useRichTextPreview = (text: string, enabled: boolean) => useQuery({ ...getRichTextPreviewQueryOptions(text), enabled });
