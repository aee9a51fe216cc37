//! Printed documents as A4 PDFs: the member record (`/evidence/clenove/{id}/tisk?generate_pdf=1`)
//! and an order's payment instructions and confirmation of payment (with its QR payment).
//!
//! Text is set in DejaVu Sans (the built-in PDF fonts know only Latin-1), embedded as subset
//! CID TrueType fonts with a ToUnicode map, so every Czech character prints, copies and
//! extracts. Lines are broken here, between words, by the fonts' measured advance widths;
//! a label or value too long for its column goes on over the next lines.

use std::collections::BTreeMap;

use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Filter, Finish as _, Name, Pdf, Rect, Ref, Str, TextStr};
use subsetter::GlyphRemapper;
use ttf_parser::{Face, GlyphId};

pub(crate) static REGULAR: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
pub(crate) static BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// What the printed record shows: a heading, sections of label–value rows and a footer.
#[derive(Debug, Clone, Default)]
pub struct PrintedRecord {
    /// The document title (PDF metadata) and the heading.
    pub title: String,
    /// A line under the heading (e.g. registration number and club).
    pub subtitle: String,
    pub sections: Vec<PrintedSection>,
    /// Printed at the bottom of the page (who printed it and when).
    pub footer: String,
    /// A QR code after the sections (a QR payment), with a caption beside it.
    pub qr: Option<PrintedQr>,
}

/// A QR code on a printed document.
#[derive(Debug, Clone, Default)]
pub struct PrintedQr {
    /// What the code carries.
    pub text: String,
    /// Lines printed beside it.
    pub caption: Vec<String>,
}

/// The side of a printed QR code, in millimetres (with its quiet zone).
const QR_SIDE: f32 = 42.0;

#[derive(Debug, Clone, Default)]
pub struct PrintedSection {
    pub heading: String,
    /// Label and value; an empty value prints as a dash.
    pub rows: Vec<(String, String)>,
}

/// Why the PDF could not be made.
#[derive(Debug, thiserror::Error)]
#[error("the PDF could not be made: {0}")]
pub struct PdfError(pub(crate) String);

// The page, in millimetres from its bottom left corner.
pub(crate) const PAGE_WIDTH: f32 = 210.0;
pub(crate) const PAGE_HEIGHT: f32 = 297.0;
pub(crate) const TOP: f32 = 277.0;
pub(crate) const BOTTOM: f32 = 25.0;
pub(crate) const LEFT: f32 = 20.0;
pub(crate) const RIGHT: f32 = 190.0;
const VALUE_X: f32 = 75.0;
pub(crate) const FOOTER_Y: f32 = 12.0;
/// From one row to the next.
const ROW_STEP: f32 = 5.5;
/// From a wrapped line of 10-point text to its next (in proportion for other sizes).
const LINE_STEP: f32 = 4.4;
pub(crate) const GREY: f32 = 0.35;

pub(crate) fn pt(mm: f32) -> f32 {
    mm * 72.0 / 25.4
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Regular,
    Bold,
}

/// One line of text placed on a page.
pub(crate) struct Line {
    pub(crate) style: Style,
    pub(crate) size: f32,
    pub(crate) grey: bool,
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) text: String,
}

/// A font of the document: its face for measuring, and the glyphs used so far for the subset.
pub(crate) struct Font {
    data: &'static [u8],
    face: Face<'static>,
    postscript_name: &'static str,
    glyphs: GlyphRemapper,
    /// The text of each glyph of the subset (by new glyph id), for the ToUnicode map.
    chars: BTreeMap<u16, char>,
}

impl Font {
    pub(crate) fn new(
        data: &'static [u8],
        postscript_name: &'static str,
    ) -> Result<Self, PdfError> {
        let face = Face::parse(data, 0)
            .map_err(|error| PdfError(format!("{postscript_name}: {error}")))?;
        Ok(Self {
            data,
            face,
            postscript_name,
            glyphs: GlyphRemapper::new(),
            chars: BTreeMap::new(),
        })
    }

    fn glyph(&self, c: char) -> u16 {
        self.face.glyph_index(c).map_or(0, |glyph| glyph.0)
    }

    /// `value` in font units per em scaled to a thousandth of the text size.
    fn thousandths(&self, value: f32) -> f32 {
        value * 1000.0 / f32::from(self.face.units_per_em())
    }

    fn advance(&self, glyph: u16) -> f32 {
        self.thousandths(f32::from(
            self.face.glyph_hor_advance(GlyphId(glyph)).unwrap_or(0),
        ))
    }

    /// The width of `text` set at `size` points, in millimetres.
    pub(crate) fn width(&self, text: &str, size: f32) -> f32 {
        let thousandths: f32 = text.chars().map(|c| self.advance(self.glyph(c))).sum();
        thousandths * size / 1000.0 * 25.4 / 72.0
    }

    /// `text` as the two-byte glyph ids of the subset (Identity-H), noting the glyphs used.
    fn encode(&mut self, text: &str) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(text.len() * 2);
        for c in text.chars() {
            let glyph = self.glyphs.remap(self.glyph(c));
            if glyph != 0 {
                self.chars.entry(glyph).or_insert(c);
            }
            bytes.extend(glyph.to_be_bytes());
        }
        bytes
    }

    /// Writes the font as a Type0 font over a CID TrueType subset, with its ToUnicode map.
    fn write(&self, pdf: &mut Pdf, next: &mut Ref, type0: Ref) -> Result<(), PdfError> {
        let cid = next.bump();
        let descriptor = next.bump();
        let file = next.bump();
        let to_unicode = next.bump();

        let subset = subsetter::subset(self.data, 0, &self.glyphs)
            .map_err(|error| PdfError(format!("{}: {error}", self.postscript_name)))?;
        let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&subset, 9);
        // The subset's six-letter tag, from the glyphs it holds.
        let mut hash: u32 = 2_166_136_261;
        for glyph in self.glyphs.remapped_gids() {
            for byte in glyph.to_be_bytes() {
                hash = (hash ^ u32::from(byte)).wrapping_mul(16_777_619);
            }
        }
        let tag: String = (0..6)
            .map(|index| char::from(b'A' + ((hash >> (index * 5)) % 26) as u8))
            .collect();
        let base_font = format!("{tag}+{}", self.postscript_name);
        let base_font = Name(base_font.as_bytes());

        pdf.type0_font(type0)
            .base_font(base_font)
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid)
            .to_unicode(to_unicode);

        let mut cid_font = pdf.cid_font(cid);
        cid_font
            .subtype(CidFontType::Type2)
            .base_font(base_font)
            .system_info(SystemInfo {
                registry: Str(b"Adobe"),
                ordering: Str(b"Identity"),
                supplement: 0,
            })
            .font_descriptor(descriptor)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        let widths: Vec<f32> = self
            .glyphs
            .remapped_gids()
            .map(|glyph| self.advance(glyph))
            .collect();
        cid_font.widths().consecutive(0, widths);
        cid_font.finish();

        let face = &self.face;
        let bbox = face.global_bounding_box();
        let scaled = |value: i16| self.thousandths(f32::from(value));
        let weight = face.weight().to_number();
        pdf.font_descriptor(descriptor)
            .name(base_font)
            .flags(FontFlags::SYMBOLIC)
            .bbox(Rect::new(
                scaled(bbox.x_min),
                scaled(bbox.y_min),
                scaled(bbox.x_max),
                scaled(bbox.y_max),
            ))
            .italic_angle(face.italic_angle())
            .ascent(scaled(face.ascender()))
            .descent(scaled(face.descender()))
            .cap_height(scaled(face.capital_height().unwrap_or(face.ascender())))
            .weight(weight)
            .stem_v(10.0 + 0.244 * (f32::from(weight) - 50.0))
            .font_file2(file);
        pdf.stream(file, &compressed)
            .filter(Filter::FlateDecode)
            .pair(
                Name(b"Length1"),
                i32::try_from(subset.len()).unwrap_or(i32::MAX),
            );

        let mut cmap = UnicodeCmap::new(
            Name(b"Custom"),
            SystemInfo {
                registry: Str(b"Adobe"),
                ordering: Str(b"UCS"),
                supplement: 0,
            },
        );
        for (glyph, c) in &self.chars {
            cmap.pair(*glyph, *c);
        }
        pdf.cmap(to_unicode, &cmap.finish());
        Ok(())
    }
}

/// Breaks `text` into lines no wider than `width` millimetres at `size` points: between
/// words, and inside a word (an e-mail address) only when the word alone is wider, then
/// preferably after its punctuation.
fn wrap(font: &Font, size: f32, text: &str, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ').filter(|word| !word.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if font.width(&candidate, size) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if font.width(&line, size) > width && line.chars().count() > 1 {
                    line.pop();
                    let rest = line
                        .char_indices()
                        .filter(|(_, c)| matches!(c, '.' | '@' | '-' | '/' | '_' | ','))
                        .map(|(index, c)| index + c.len_utf8())
                        .next_back()
                        .filter(|cut| *cut >= line.len() / 2 && *cut < line.len())
                        .map(|cut| line.split_off(cut))
                        .unwrap_or_default();
                    lines.push(std::mem::replace(&mut line, rest));
                    line.push(c);
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// Lays the record out on A4 pages, a new page when one is full.
struct Layout<'a> {
    regular: &'a Font,
    bold: &'a Font,
    pages: Vec<Vec<Line>>,
    lines: Vec<Line>,
    y: f32,
}

impl Layout<'_> {
    fn font(&self, style: Style) -> &Font {
        match style {
            Style::Regular => self.regular,
            Style::Bold => self.bold,
        }
    }

    /// Starts a new page unless `height` millimetres below the cursor still fit.
    fn keep(&mut self, height: f32) {
        if self.y - height < BOTTOM && !self.lines.is_empty() {
            self.pages.push(std::mem::take(&mut self.lines));
            self.y = TOP;
        }
    }

    /// `text` wrapped to the column from `x` to `right`, from the cursor down; how much lower
    /// than the cursor its last line lies, in millimetres.
    fn text(&mut self, style: Style, size: f32, grey: bool, x: f32, right: f32, text: &str) -> f32 {
        let step = LINE_STEP * size / 10.0;
        let mut below = 0.0;
        for (index, text) in wrap(self.font(style), size, text, right - x)
            .into_iter()
            .enumerate()
        {
            if index > 0 {
                below += step;
            }
            self.lines.push(Line {
                style,
                size,
                grey,
                x,
                y: self.y - below,
                text,
            });
        }
        below
    }

    fn row(&mut self, label: &str, value: &str) {
        let shown = if value.trim().is_empty() {
            "—"
        } else {
            value
        };
        let lines = wrap(self.regular, 10.0, label, VALUE_X - 3.0 - LEFT)
            .len()
            .max(wrap(self.regular, 10.0, shown, RIGHT - VALUE_X).len());
        self.keep((1..lines).map(|_| LINE_STEP).sum());
        let label_below = self.text(Style::Regular, 10.0, true, LEFT, VALUE_X - 3.0, label);
        let value_below = self.text(Style::Regular, 10.0, false, VALUE_X, RIGHT, shown);
        self.y -= ROW_STEP + label_below.max(value_below);
    }
}

/// Sets `line` in `font` (named `name` in the page's resources).
fn show(content: &mut Content, font: &mut Font, name: Name, line: &Line) {
    let gray = if line.grey { GREY } else { 0.0 };
    content.set_fill_rgb(gray, gray, gray);
    content.begin_text();
    content.set_font(name, line.size);
    content.next_line(pt(line.x), pt(line.y));
    content.show(Str(&font.encode(&line.text)));
    content.end_text();
}

/// Draws a QR code as black squares, its top left corner at (`x`, `top`) millimetres, with the
/// quiet zone of four modules the standard asks for inside [`QR_SIDE`].
fn draw_qr(content: &mut Content, code: &qrcodegen::QrCode, x: f32, top: f32) {
    // A QR code has at most 177 modules a side: every count fits an i16, and f32 exactly.
    let modules = |count: i32| f32::from(i16::try_from(count).unwrap_or(i16::MAX));
    let size = code.size();
    let module = QR_SIDE / modules(size + 8);
    content.set_fill_rgb(0.0, 0.0, 0.0);
    for row in 0..size {
        for column in 0..size {
            if code.get_module(column, row) {
                let left = x + modules(column + 4) * module;
                let bottom = top - modules(row + 5) * module;
                content.rect(pt(left), pt(bottom), pt(module), pt(module));
            }
        }
    }
    content.fill_nonzero();
}

/// Lays the record out on A4 pages (a new page when one is full) and returns the PDF bytes.
pub fn render(record: &PrintedRecord) -> Result<Vec<u8>, PdfError> {
    let mut regular = Font::new(REGULAR, "DejaVuSans")?;
    let mut bold = Font::new(BOLD, "DejaVuSans-Bold")?;

    let mut layout = Layout {
        regular: &regular,
        bold: &bold,
        pages: Vec::new(),
        lines: Vec::new(),
        y: TOP,
    };
    layout.y -= 8.0 + layout.text(Style::Bold, 18.0, false, LEFT, RIGHT, &record.title);
    layout.y -= 6.0 + layout.text(Style::Regular, 11.0, true, LEFT, RIGHT, &record.subtitle);
    for section in &record.sections {
        // A heading stays with its first row.
        layout.keep(16.0);
        layout.y -= 8.0;
        layout.text(Style::Bold, 12.0, false, LEFT, RIGHT, &section.heading);
        layout.y -= 6.5;
        for (label, value) in &section.rows {
            layout.row(label, value);
        }
    }
    // The QR code's page and its top left corner.
    let mut qr_place = None;
    let qr_code = match &record.qr {
        Some(qr) => {
            let code = qrcodegen::QrCode::encode_text(&qr.text, qrcodegen::QrCodeEcc::Medium)
                .map_err(|error| PdfError(format!("QR: {error:?}")))?;
            layout.keep(QR_SIDE + 10.0);
            layout.y -= 6.0;
            qr_place = Some((layout.pages.len(), LEFT, layout.y));
            let caption_x = LEFT + QR_SIDE + 6.0;
            let mut y = layout.y - 4.0;
            for line in &qr.caption {
                let saved = layout.y;
                layout.y = y;
                let below = layout.text(Style::Regular, 10.0, false, caption_x, RIGHT, line);
                layout.y = saved;
                y -= ROW_STEP + below;
            }
            layout.y -= QR_SIDE + 4.0;
            Some(code)
        }
        None => None,
    };
    let mut pages = layout.pages;
    pages.push(layout.lines);
    write_pages(
        &record.title,
        &record.footer,
        pages,
        &mut regular,
        &mut bold,
        |index, content| {
            if let (Some(code), Some((page, x, top))) = (&qr_code, qr_place)
                && page == index
            {
                draw_qr(content, code, x, top);
            }
        },
    )
}

/// Writes laid-out A4 pages as a PDF titled `title`, each with `footer` and its number at the
/// bottom; `extra` draws more on a page (by its index).
pub(crate) fn write_pages(
    title: &str,
    footer: &str,
    pages: Vec<Vec<Line>>,
    regular: &mut Font,
    bold: &mut Font,
    mut extra: impl FnMut(usize, &mut Content),
) -> Result<Vec<u8>, PdfError> {
    let mut pdf = Pdf::new();
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let page_tree = next.bump();
    let info = next.bump();
    let regular_ref = next.bump();
    let bold_ref = next.bump();
    let page_refs: Vec<(Ref, Ref)> = pages.iter().map(|_| (next.bump(), next.bump())).collect();

    pdf.catalog(catalog).pages(page_tree);
    pdf.document_info(info)
        .title(TextStr(title))
        .creator(TextStr("Stopa"));
    pdf.pages(page_tree)
        .kids(page_refs.iter().map(|(page, _)| *page))
        .count(i32::try_from(page_refs.len()).unwrap_or(i32::MAX));

    let count = pages.len();
    for (index, (lines, (page_ref, content_ref))) in pages.into_iter().zip(&page_refs).enumerate() {
        let mut content = Content::new();
        for line in &lines {
            match line.style {
                Style::Regular => show(&mut content, regular, Name(b"F1"), line),
                Style::Bold => show(&mut content, bold, Name(b"F2"), line),
            }
        }
        extra(index, &mut content);
        let number = format!("{}/{count}", index + 1);
        let footer = [
            Line {
                style: Style::Regular,
                size: 8.0,
                grey: true,
                x: LEFT,
                y: FOOTER_Y,
                text: footer.to_owned(),
            },
            Line {
                style: Style::Regular,
                size: 8.0,
                grey: true,
                x: RIGHT - regular.width(&number, 8.0),
                y: FOOTER_Y,
                text: number,
            },
        ];
        for line in &footer {
            show(&mut content, regular, Name(b"F1"), line);
        }
        let stream = miniz_oxide::deflate::compress_to_vec_zlib(&content.finish(), 6);
        pdf.stream(*content_ref, &stream)
            .filter(Filter::FlateDecode);
        let mut page = pdf.page(*page_ref);
        page.media_box(Rect::new(0.0, 0.0, pt(PAGE_WIDTH), pt(PAGE_HEIGHT)))
            .parent(page_tree)
            .contents(*content_ref);
        page.resources()
            .fonts()
            .pair(Name(b"F1"), regular_ref)
            .pair(Name(b"F2"), bold_ref);
        page.finish();
    }
    regular.write(&mut pdf, &mut next, regular_ref)?;
    bold.write(&mut pdf, &mut next, bold_ref)?;
    Ok(pdf.finish())
}

#[cfg(test)]
mod tests {
    use super::{Font, PrintedRecord, PrintedSection, render, wrap};

    /// The text of every page, as a PDF reader extracts it.
    fn text_of(bytes: &[u8]) -> String {
        let document = lopdf::Document::load_mem(bytes).expect("parses");
        let pages: Vec<u32> = document.get_pages().keys().copied().collect();
        document.extract_text(&pages).expect("text")
    }

    #[test]
    fn czech_text_survives_a_round_trip() {
        let record = PrintedRecord {
            title: "Evidenční list člena".to_owned(),
            subtitle: "Řehoř Šťastný · reg. č. 100001".to_owned(),
            sections: vec![PrintedSection {
                heading: "Osobní údaje".to_owned(),
                rows: vec![
                    ("Příjmení".to_owned(), "Žluťoučký".to_owned()),
                    ("Obec".to_owned(), "Úpice".to_owned()),
                    ("E-mail".to_owned(), String::new()),
                ],
            }],
            footer: "Vytiskl: Ďábelský Ódy".to_owned(),
            qr: None,
        };
        let bytes = render(&record).expect("pdf");
        assert!(bytes.starts_with(b"%PDF-"));
        let text = text_of(&bytes);
        for expected in [
            "Evidenční list člena",
            "Řehoř Šťastný",
            "Žluťoučký",
            "Úpice",
            "Ďábelský",
        ] {
            assert!(text.contains(expected), "{expected} missing in {text}");
        }
        assert!(
            bytes.len() < 200_000,
            "the font is subset: {} bytes",
            bytes.len()
        );
    }

    #[test]
    fn long_values_wrap_within_their_column() {
        let font = Font::new(super::REGULAR, "DejaVuSans").expect("font");
        let club = "Lyžařský klub Jablonec nad Nisou, z. s., oddíl běžeckého lyžování a biatlonu";
        let lines = wrap(&font, 10.0, club, 115.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines.join(" "), club);
        let email = "rehor.stastny.velmi.dlouha.adresa@lyzarsky-klub-jablonec.example.cz";
        let lines = wrap(&font, 10.0, email, 115.0);
        assert_eq!(
            lines,
            [
                "rehor.stastny.velmi.dlouha.adresa@lyzarsky-klub-jablonec.",
                "example.cz"
            ]
        );
        for lines in [
            wrap(&font, 10.0, club, 40.0),
            wrap(&font, 10.0, email, 40.0),
        ] {
            for line in &lines {
                assert!(font.width(line, 10.0) <= 40.0, "{line}");
            }
        }
        assert_eq!(wrap(&font, 10.0, "", 115.0), [""]);
        assert_eq!(wrap(&font, 10.0, "Ulice\nObec", 115.0), ["Ulice", "Obec"]);
    }

    #[test]
    fn long_records_go_on_over_pages_numbered() {
        let record = PrintedRecord {
            title: "Evidenční list člena".to_owned(),
            subtitle: String::new(),
            sections: vec![PrintedSection {
                heading: "Klubová historie".to_owned(),
                rows: (1..=80)
                    .map(|row| {
                        (
                            format!("řádek {row}"),
                            "TJ Slavoj Žďár nad Sázavou".to_owned(),
                        )
                    })
                    .collect(),
            }],
            footer: "Vytištěno".to_owned(),
            qr: None,
        };
        let bytes = render(&record).expect("pdf");
        let document = lopdf::Document::load_mem(&bytes).expect("parses");
        let pages = document.get_pages().len();
        assert!(pages > 1, "{pages} pages");
        let text = text_of(&bytes);
        for row in 1..=80 {
            assert!(text.contains(&format!("řádek {row}")), "row {row} missing");
        }
        assert!(text.contains(&format!("{pages}/{pages}")), "{text}");
    }

    #[test]
    fn a_qr_payment_is_drawn_with_its_caption_after_the_rows() {
        let qr_text = "SPD*1.0*ACC:CZ6520100000002000000018*AM:300.00*CC:CZK*X-VS:2700000001";
        let record = PrintedRecord {
            title: "Pokyny k platbě".to_owned(),
            sections: vec![PrintedSection {
                heading: "Platba".to_owned(),
                rows: vec![("Částka".to_owned(), "300 Kč".to_owned())],
            }],
            qr: Some(super::PrintedQr {
                text: qr_text.to_owned(),
                caption: vec![
                    "QR Platba".to_owned(),
                    "Naskenujte v bankovní aplikaci.".to_owned(),
                ],
            }),
            ..PrintedRecord::default()
        };
        let bytes = render(&record).expect("pdf");
        let text = text_of(&bytes);
        assert!(
            text.contains("QR Platba") && text.contains("Naskenujte"),
            "{text}"
        );
        let document = lopdf::Document::load_mem(&bytes).expect("parses");
        let page = *document.get_pages().values().next().expect("a page");
        let content = String::from_utf8_lossy(&document.get_page_content(page)).into_owned();
        let squares = content.matches(" re").count();
        // A version-4 code (33 modules a side) for this text: about half its modules are dark.
        assert!(squares > 300, "{squares} squares");
        assert!(content.contains("f\n") || content.ends_with('f'), "filled");
    }
}
