//! Text people write for others to read in the browser: Markdown rendered to HTML, and any
//! HTML made safe by ammonia's allow-list (html5ever parses it as a browser would, so no
//! regular expression decides what is a tag). Everything shown as HTML goes through
//! [`sanitize`]; the web app sets it as inner HTML only from these answers.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The sanitiser: paragraphs, headings, lists, quotes, code, tables, emphasis and links (http,
/// https, mailto and addresses within Stopa, with `rel="noopener noreferrer nofollow"`); no
/// images (the pages' Content-Security-Policy shows only Stopa's own, and a relative `src`
/// would make every reader's browser ask Stopa for it with their cookies), scripts, styles,
/// event handlers, forms or frames.
static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::default();
    builder
        .tags(HashSet::from([
            "p",
            "br",
            "hr",
            "h2",
            "h3",
            "h4",
            "ul",
            "ol",
            "li",
            "blockquote",
            "pre",
            "code",
            "strong",
            "em",
            "del",
            "a",
            "table",
            "thead",
            "tbody",
            "tr",
            "th",
            "td",
        ]))
        .url_schemes(HashSet::from(["http", "https", "mailto"]))
        .link_rel(Some("noopener noreferrer nofollow"))
        .add_tag_attributes("a", ["href", "title"])
        .add_tag_attributes("th", ["align"])
        .add_tag_attributes("td", ["align"])
        .strip_comments(true);
    builder
});

/// HTML with everything outside the allow-list removed (a `<script>` with its content, an
/// `onerror`, a `javascript:` link).
pub fn sanitize(html: &str) -> String {
    CLEANER.clean(html).to_string()
}

/// Markdown (CommonMark with tables and strikethrough) as safe HTML. Raw HTML inside the
/// Markdown passes the same sanitiser; headings start at `h2` (the page has its `h1`).
pub fn markdown_to_html(markdown: &str) -> String {
    use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};
    let demote = |level: HeadingLevel| match level {
        HeadingLevel::H1 | HeadingLevel::H2 => HeadingLevel::H2,
        HeadingLevel::H3 => HeadingLevel::H3,
        _ => HeadingLevel::H4,
    };
    let parser = Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH,
    )
    .map(|event| match event {
        Event::Start(Tag::Heading {
            level,
            id,
            classes,
            attrs,
        }) => Event::Start(Tag::Heading {
            level: demote(level),
            id,
            classes,
            attrs,
        }),
        Event::End(TagEnd::Heading(level)) => Event::End(TagEnd::Heading(demote(level))),
        other => other,
    });
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, parser);
    sanitize(&html)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Payloads of the OWASP XSS filter evasion cheat sheet and its kin: none may leave an
    /// executable script, handler or URL.
    const PAYLOADS: &[&str] = &[
        "<script>alert(1)</script>",
        "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
        "<img src=x onerror=alert(1)>",
        "<IMG SRC=\"javascript:alert('XSS');\">",
        "<IMG SRC=JaVaScRiPt:alert('XSS')>",
        "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
        "<a href=\"javas&#99;ript:alert(1)\">x</a>",
        "<a href=\"&#x6A;avascript:alert(1)\">x</a>",
        "<a href=\" javascript:alert(1)\">x</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
        "<svg/onload=alert(1)>",
        "<svg><script>alert(1)</script></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<body onload=alert(1)>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>",
        "<object data=\"javascript:alert(1)\"></object>",
        "<embed src=\"javascript:alert(1)\">",
        "<form action=\"javascript:alert(1)\"><input type=submit></form>",
        "<details open ontoggle=alert(1)>",
        "<marquee onstart=alert(1)>x</marquee>",
        "<<script>script>alert(1)<</script>/script>",
        "<scr<script>ipt>alert(1)</scr</script>ipt>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
        "<style>@import 'https://xss.example/x.css';</style>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<base href=\"javascript:alert(1)//\">",
        "<a href=\"#\" onclick=\"alert(1)\">x</a>",
        "<img src=\"https://ok.example/a.png\" onmouseover=\"alert(1)\">",
        "<!--<img src=x onerror=alert(1)>-->",
        "<p>x</p><template><img src=x onerror=alert(1)></template>",
        "[klik](javascript:alert(1))",
        "[klik](JAVASCRIPT:alert(1))",
        "![obr](javascript:alert(1))",
        "[klik](data:text/html,<script>alert(1)</script>)",
        "<https://ok.example/\"onmouseover=\"alert(1)>",
        "![obr](//evil.example/x.png)",
        "<img src=\"/api/admin/export/members-all-csv\">",
        "<img src=\"http://evil.example/x.png\">",
    ];

    /// The first dangerous thing in the tags of `html` (the serialiser escapes `<` in text, so
    /// what stands between `<` and `>` is markup; text that merely reads "onerror" is harmless).
    fn dangerous(html: &str) -> Option<&'static str> {
        let mut lower = String::new();
        for part in html.to_lowercase().split('<').skip(1) {
            lower.push('<');
            lower.push_str(part.split('>').next().unwrap_or(""));
            lower.push('>');
        }
        // The serialiser quotes every attribute with `"`: a URL attribute that runs something
        // starts with its scheme right after `="` (a value starting with a backtick is a
        // harmless relative address).
        [
            "<script",
            "=\"javascript:",
            "=\"vbscript:",
            "=\"data:",
            " onerror",
            " onload",
            " onclick",
            " onmouseover",
            " ontoggle",
            " onstart",
            "<iframe",
            "<object",
            "<embed",
            "<form",
            "<style",
            "<svg",
            "<math",
            "<meta",
            "<base",
            " style=",
            "<body",
            "<template",
            "<img",
            "<!--",
        ]
        .into_iter()
        .find(|needle| lower.contains(needle))
    }

    #[test]
    fn no_payload_survives_the_sanitiser_or_the_markdown() {
        // The detector itself sees what it must.
        assert!(dangerous("<img src=\"x\" onerror=\"alert(1)\">").is_some());
        assert!(dangerous("<a href=\"javascript:alert(1)\">x</a>").is_some());
        assert!(dangerous("<p>text about onerror= and javascript:</p>").is_none());
        for payload in PAYLOADS {
            for html in [sanitize(payload), markdown_to_html(payload)] {
                assert_eq!(dangerous(&html), None, "{payload} gave {html}");
            }
        }
    }

    #[test]
    fn markdown_keeps_what_release_notes_use() {
        let html = markdown_to_html(
            "# Novinky\n\n- **Žebříčky** úseků\n- [Nápověda](https://slcr.cz/napoveda)\n\n\
             | a | b |\n|---|---|\n| 1 | 2 |\n\n~~staré~~",
        );
        assert!(html.contains("<h2>Novinky</h2>"), "{html}");
        assert!(
            html.contains("<li><strong>Žebříčky</strong> úseků</li>"),
            "{html}"
        );
        assert!(
            html.contains(
                "<a href=\"https://slcr.cz/napoveda\" rel=\"noopener noreferrer nofollow\">"
            ),
            "{html}"
        );
        assert!(html.contains("<td>2</td>"), "{html}");
        assert!(html.contains("<del>staré</del>"), "{html}");
    }
}
