// Rich text the server has turned into HTML and sanitised (an article's body, a RICH_TEXT
// section): set as it is. It may hold `<a class="button">` and `<div class="video-embed">`.

/** `div.rich-text` holding the server's sanitised HTML. */
export function RichHtml({ html }: { html: string }) {
  // The api sanitises the HTML it renders from Markdown (libs/domain's rich text); nothing else
  // reaches this element.
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
