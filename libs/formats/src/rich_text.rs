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
    render_markdown(markdown, true)
}

/// Markdown as safe HTML; `raw_html` false writes HTML inside the Markdown as the text it is.
fn render_markdown(markdown: &str, raw_html: bool) -> String {
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
        Event::Html(html) | Event::InlineHtml(html) if !raw_html => Event::Text(html),
        other => other,
    });
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, parser);
    sanitize(&html)
}

/// A line of its own in a text of the content area: `::tlacitko[Text](https://…)`.
const BUTTON_PREFIX: &str = "::tlacitko";
/// A line of its own in a text of the content area: `::video(https://…)`.
const VIDEO_PREFIX: &str = "::video";
/// Marks where a block goes while the Markdown is rendered; taken out of what people write.
const MARK: char = '\u{E000}';

/// A video the content area embeds: only these two players, only their ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Video {
    YouTube(String),
    Vimeo(String),
}

impl Video {
    /// The player's address (YouTube's cookie-less domain; Vimeo without tracking).
    pub fn player_url(&self) -> String {
        match self {
            Self::YouTube(id) => format!("https://www.youtube-nocookie.com/embed/{id}"),
            Self::Vimeo(id) => format!("https://player.vimeo.com/video/{id}?dnt=1"),
        }
    }
}

/// The video of a YouTube or Vimeo address (`https://www.youtube.com/watch?v=…`,
/// `https://youtu.be/…`, `/embed/…`, `/shorts/…`, `https://vimeo.com/123`,
/// `https://player.vimeo.com/video/123`); None for anything else.
pub fn video_of(address: &str) -> Option<Video> {
    let url = url::Url::parse(address.trim()).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url
        .host_str()?
        .trim_start_matches("www.")
        .trim_start_matches("m.");
    let segments: Vec<&str> = url.path_segments()?.filter(|s| !s.is_empty()).collect();
    let youtube_id = |id: &str| {
        (id.len() == 11
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .then(|| Video::YouTube(id.to_owned()))
    };
    let vimeo_id = |id: &str| {
        (!id.is_empty() && id.len() <= 12 && id.chars().all(|c| c.is_ascii_digit()))
            .then(|| Video::Vimeo(id.to_owned()))
    };
    match (host, segments.as_slice()) {
        ("youtube.com" | "youtube-nocookie.com", ["watch"]) => url
            .query_pairs()
            .find(|(name, _)| name == "v")
            .and_then(|(_, id)| youtube_id(&id)),
        ("youtube.com" | "youtube-nocookie.com", ["embed" | "shorts" | "live", id]) => {
            youtube_id(id)
        }
        ("youtu.be", [id]) => youtube_id(id),
        ("vimeo.com", [id]) | ("player.vimeo.com", ["video", id]) => vimeo_id(id),
        _ => None,
    }
}

/// Whether a link or a button may point to `address`: an http(s) address with a host, a
/// `mailto:` address, or a path of this site (`/kalendar-a-vysledky`).
pub fn is_valid_link(address: &str) -> bool {
    let address = address.trim();
    if address.is_empty() || address.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    if address.starts_with('/') {
        return !address.starts_with("//") && !address.starts_with("/\\");
    }
    match url::Url::parse(address) {
        Ok(url) => match url.scheme() {
            "http" | "https" => url.host_str().is_some_and(|host| host.contains('.')),
            "mailto" => url.path().contains('@'),
            _ => false,
        },
        Err(_) => false,
    }
}

/// A block line of a content text.
enum BlockLine {
    Button { text: String, address: String },
    Video(Video),
}

/// The block a line holds: None for an ordinary line; Err with the Czech problem for a block
/// line that is not right.
fn block_line(line: &str) -> Option<Result<BlockLine, String>> {
    let line = line.trim();
    if let Some(rest) = line.strip_prefix(BUTTON_PREFIX) {
        let parsed = rest
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(')'))
            .and_then(|rest| rest.rsplit_once("]("));
        return Some(match parsed {
            None => Err("Tlačítko zapište jako ::tlacitko[Text](adresa).".to_owned()),
            Some((text, _)) if text.trim().is_empty() => Err("Vyplňte text tlačítka.".to_owned()),
            Some((_, address)) if !is_valid_link(address) => {
                Err("Zadejte platnou adresu URL.".to_owned())
            }
            Some((text, address)) => Ok(BlockLine::Button {
                text: text.trim().to_owned(),
                address: address.trim().to_owned(),
            }),
        });
    }
    if let Some(rest) = line.strip_prefix(VIDEO_PREFIX) {
        let address = rest
            .strip_prefix('(')
            .and_then(|rest| rest.strip_suffix(')'));
        return Some(
            address
                .and_then(video_of)
                .map(BlockLine::Video)
                .ok_or_else(|| "Zadejte platnou adresu videa (YouTube nebo Vimeo).".to_owned()),
        );
    }
    None
}

/// The deepest nesting of quotes and lists a line may open: deeper ones cost the parser and
/// the sanitiser time that grows with the square of the depth, and no article needs them.
pub const MAX_NESTING: usize = 12;

/// How deep a line nests: its leading quote marks and list markers, and its indentation (four
/// spaces a level).
fn nesting(line: &str) -> usize {
    let rest = line.trim_start_matches([' ', '\t']);
    let indentation: usize = line[..line.len() - rest.len()]
        .chars()
        .map(|c| if c == '\t' { 4 } else { 1 })
        .sum();
    let mut levels = 0;
    for word in rest.split([' ', '\t']) {
        if word.is_empty() {
            continue;
        }
        let quotes = word.chars().take_while(|c| *c == '>').count();
        let rest = &word[quotes..];
        let marker = matches!(rest, "-" | "*" | "+")
            || rest.strip_suffix(['.', ')']).is_some_and(|number| {
                !number.is_empty() && number.chars().all(|c| c.is_ascii_digit())
            });
        if quotes == 0 && !marker {
            break;
        }
        levels += quotes + usize::from(marker);
    }
    levels + indentation / 4
}

/// What is wrong with a text of the content area (spec §5: a link needs a valid URL, a button
/// its text and URL, a video a valid address), each problem with its line; empty when it is
/// right.
pub fn content_problems(text: &str) -> Vec<String> {
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
    let mut problems = Vec::new();
    // The Markdown without the block lines (a button's own link is checked as the button's).
    let mut markdown = String::with_capacity(text.len());
    for (number, line) in text.lines().enumerate() {
        if nesting(line) > MAX_NESTING {
            problems.push(format!(
                "Řádek {}: text je vnořený příliš hluboko (nejvýše {MAX_NESTING} úrovní citací a seznamů).",
                number + 1
            ));
        }
        match block_line(line) {
            Some(Err(problem)) => problems.push(format!("Řádek {}: {problem}", number + 1)),
            Some(Ok(_)) => {}
            None => markdown.push_str(line),
        }
        markdown.push('\n');
    }
    let mut link: Option<(String, String)> = None;
    for event in Parser::new_ext(
        &markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH,
    ) {
        match event {
            Event::Start(Tag::Link { dest_url, .. }) => {
                link = Some((dest_url.to_string(), String::new()));
            }
            Event::Text(part) | Event::Code(part) => {
                if let Some((_, text)) = link.as_mut() {
                    text.push_str(&part);
                }
            }
            Event::End(TagEnd::Link) => {
                if let Some((address, text)) = link.take()
                    && !is_valid_link(&address)
                {
                    problems.push(format!(
                        "Odkaz „{}“: Zadejte platnou adresu URL.",
                        text.trim()
                    ));
                }
            }
            _ => {}
        }
    }
    problems
}

/// A text of the content area as safe HTML: the Markdown through [`markdown_to_html`] (so
/// through the sanitiser), and the block lines as Stopa writes them itself — a button as a
/// link styled as one, a video as the player's frame (YouTube's cookie-less one or Vimeo's; the
/// pages' Content-Security-Policy allows frames of these two only). A block line that is not
/// right stays as its text (the editor refuses to save it anyway).
pub fn content_to_html(text: &str) -> String {
    let text: String = text.chars().filter(|c| *c != MARK).collect();
    let mut blocks = Vec::new();
    let mut markdown = String::with_capacity(text.len() + 16);
    for line in text.lines() {
        if let Some(Ok(block)) = block_line(line) {
            markdown.push('\n');
            markdown.push(MARK);
            markdown.push_str(&blocks.len().to_string());
            markdown.push(MARK);
            markdown.push_str("\n\n");
            blocks.push(block);
        } else {
            markdown.push_str(line);
            markdown.push('\n');
        }
    }
    let html = render_markdown(&markdown, false);
    // Each block's paragraph gives way to the block, in one pass over the HTML.
    let opening = format!("<p>{MARK}");
    let closing = format!("{MARK}</p>");
    let mut parts = html.split(opening.as_str());
    let mut out = String::with_capacity(html.len() + blocks.len() * 200);
    out.push_str(parts.next().unwrap_or_default());
    for part in parts {
        let block = part.split_once(closing.as_str()).and_then(|(index, rest)| {
            let block = blocks.get(index.parse::<usize>().ok()?)?;
            Some((block, rest))
        });
        if let Some((block, rest)) = block {
            out.push_str(&rendered_block(block));
            out.push_str(rest);
        } else {
            out.push_str(&opening);
            out.push_str(part);
        }
    }
    out
}

/// A block as Stopa writes it.
fn rendered_block(block: &BlockLine) -> String {
    match block {
        BlockLine::Button { text, address } => format!(
            "<p class=\"button-line\"><a class=\"button\" href=\"{}\" rel=\"noopener noreferrer nofollow\">{}</a></p>",
            escape(address),
            escape(text)
        ),
        BlockLine::Video(video) => format!(
            "<div class=\"video-embed\"><iframe src=\"{}\" title=\"Video\" loading=\"lazy\" \
             allow=\"encrypted-media; picture-in-picture; fullscreen\" \
             referrerpolicy=\"strict-origin-when-cross-origin\" \
             sandbox=\"allow-scripts allow-same-origin allow-presentation allow-popups\"></iframe></div>",
            escape(&video.player_url())
        ),
    }
}

/// Text for an HTML attribute or element.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
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
    #[test]
    fn content_texts_add_buttons_and_videos_and_stay_safe() {
        let html = content_to_html(
            "Úvod s [odkazem](/kalendar-a-vysledky).\n\n::tlacitko[Přihlásit se](https://slcr.example/prihlaska?a=1&b=2)\n\n::video(https://youtu.be/dQw4w9WgXcQ)\n",
        );
        assert!(html.contains("<a href=\"/kalendar-a-vysledky\""), "{html}");
        assert!(
            html.contains("<p class=\"button-line\"><a class=\"button\" href=\"https://slcr.example/prihlaska?a=1&amp;b=2\""),
            "{html}"
        );
        assert!(html.contains(">Přihlásit se</a>"), "{html}");
        assert!(
            html.contains("<iframe src=\"https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ\""),
            "{html}"
        );
        // Every payload, as a whole text and inside a button, leaves nothing dangerous but the
        // one frame Stopa writes itself.
        for payload in PAYLOADS {
            for text in [
                (*payload).to_owned(),
                format!("::tlacitko[{payload}](https://ok.example/)"),
                format!("::tlacitko[x]({payload})"),
                format!("::video({payload})"),
                format!("{MARK}0{MARK}\n::video(https://vimeo.com/123)"),
            ] {
                let html = content_to_html(&text);
                let without_frame = html.replace(
                    "<iframe src=\"https://player.vimeo.com/video/123?dnt=1\"",
                    "<p",
                );
                assert_eq!(dangerous(&without_frame), None, "{text} gave {html}");
            }
        }
    }

    #[test]
    fn content_problems_name_the_line_and_the_spec_message() {
        assert!(
            content_problems("[a](https://ok.example/x) ::tlacitko není na začátku").is_empty()
        );
        assert_eq!(
            content_problems(
                "a\n::tlacitko[](https://ok.example/)\n::tlacitko[Jdi](javascript:alert(1))\n::video(https://evil.example/v)"
            ),
            vec![
                "Řádek 2: Vyplňte text tlačítka.",
                "Řádek 3: Zadejte platnou adresu URL.",
                "Řádek 4: Zadejte platnou adresu videa (YouTube nebo Vimeo).",
            ]
        );
        assert_eq!(
            content_problems("[klik](javascript:alert(1)) a [prázdný]()"),
            vec![
                "Odkaz „klik“: Zadejte platnou adresu URL.",
                "Odkaz „prázdný“: Zadejte platnou adresu URL.",
            ]
        );
    }

    #[test]
    fn deep_nesting_is_refused_and_raw_html_is_shown_as_text() {
        assert_eq!(nesting("> > - 1. text"), 4);
        assert_eq!(nesting(">>> text"), 3);
        assert_eq!(nesting("        - text"), 3);
        assert_eq!(nesting("- text - - -"), 1);
        // Words of any script end the markers (a byte index inside "í" once panicked here).
        assert_eq!(nesting("Mistrovství proběhlo."), 0);
        assert_eq!(nesting("> Žluťoučký kůň) úpěl."), 1);
        assert!(
            content_problems("Mistrovství proběhlo za krásného počasí.\n\n1. Šimon\n2) Žofie")
                .is_empty()
        );
        assert!(content_problems(&"> ".repeat(MAX_NESTING)).is_empty());
        assert_eq!(
            content_problems(&format!("a\n{}x", "> ".repeat(MAX_NESTING + 1))).len(),
            1
        );
        assert_eq!(content_problems(&"- ".repeat(50)).len(), 1);
        let html = content_to_html("<b>tučně</b> a <div>blok</div>");
        assert!(html.contains("&lt;b&gt;tučně&lt;/b&gt;"), "{html}");
        // Thousands of buttons are put in one pass.
        let many = "::tlacitko[a](/a)\n".repeat(5000);
        assert_eq!(
            content_to_html(&many).matches("class=\"button\"").count(),
            5000
        );
    }

    #[test]
    fn videos_are_youtube_or_vimeo_ids_only() {
        for (address, video) in [
            (
                "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3",
                Some(Video::YouTube("dQw4w9WgXcQ".into())),
            ),
            (
                "https://m.youtube.com/shorts/dQw4w9WgXcQ",
                Some(Video::YouTube("dQw4w9WgXcQ".into())),
            ),
            (
                "https://youtu.be/dQw4w9WgXcQ",
                Some(Video::YouTube("dQw4w9WgXcQ".into())),
            ),
            (
                "https://vimeo.com/76979871",
                Some(Video::Vimeo("76979871".into())),
            ),
            (
                "https://player.vimeo.com/video/76979871",
                Some(Video::Vimeo("76979871".into())),
            ),
            ("https://youtu.be/dQw4w9WgXcQ\"onload=\"x", None),
            ("https://www.youtube.com/watch?v=short", None),
            ("javascript://youtu.be/dQw4w9WgXcQ", None),
            ("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", None),
            ("https://vimeo.com/abc", None),
        ] {
            assert_eq!(video_of(address), video, "{address}");
        }
        assert!(is_valid_link("https://slcr.cz/a?b=c"));
        assert!(is_valid_link("mailto:info@slcr.cz"));
        assert!(is_valid_link("/kluby"));
        for bad in [
            "",
            "//evil.example",
            "slcr",
            "http://localhost",
            "ftp://x.cz",
            "https://a b.cz",
        ] {
            assert!(!is_valid_link(bad), "{bad}");
        }
    }
}
