//! The printable member record (`/evidence/clenove/{id}/tisk?generate_pdf=1`) as an A4 PDF.
//! Text is set in DejaVu Sans, embedded and subset, so every Czech character prints (the
//! built-in PDF fonts know only Latin-1).

use printpdf::{
    Color, Mm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Pt, Rgb,
    TextItem,
};

static REGULAR: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

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
}

#[derive(Debug, Clone, Default)]
pub struct PrintedSection {
    pub heading: String,
    /// Label and value; an empty value prints as a dash.
    pub rows: Vec<(String, String)>,
}

/// Why the PDF could not be made.
#[derive(Debug, thiserror::Error)]
#[error("the embedded font could not be read: {0}")]
pub struct PdfError(String);

fn text(font: &PdfFontHandle, size: f32, x: f32, y: f32, value: &str) -> [Op; 5] {
    [
        Op::StartTextSection,
        Op::SetFont {
            font: font.clone(),
            size: Pt(size),
        },
        Op::SetTextCursor {
            pos: Point::new(Mm(x), Mm(y)),
        },
        Op::ShowText {
            items: vec![TextItem::Text(value.to_owned())],
        },
        Op::EndTextSection,
    ]
}

fn grey() -> Color {
    Color::Rgb(Rgb {
        r: 0.35,
        g: 0.35,
        b: 0.35,
        icc_profile: None,
    })
}

fn black() -> Color {
    Color::Rgb(Rgb {
        r: 0.0,
        g: 0.0,
        b: 0.0,
        icc_profile: None,
    })
}

/// Lays the record out on A4 pages (a new page when one is full) and returns the PDF bytes.
pub fn render(record: &PrintedRecord) -> Result<Vec<u8>, PdfError> {
    const TOP: f32 = 277.0;
    const BOTTOM: f32 = 25.0;
    const LEFT: f32 = 20.0;
    const VALUE_X: f32 = 75.0;
    let mut warnings = Vec::new();
    let regular = ParsedFont::from_bytes(REGULAR, 0, &mut warnings)
        .ok_or_else(|| PdfError("DejaVuSans.ttf".to_owned()))?;
    let bold = ParsedFont::from_bytes(BOLD, 0, &mut warnings)
        .ok_or_else(|| PdfError("DejaVuSans-Bold.ttf".to_owned()))?;
    let mut document = PdfDocument::new(&record.title);
    let regular = PdfFontHandle::External(document.add_font(&regular));
    let bold = PdfFontHandle::External(document.add_font(&bold));

    let mut pages = Vec::new();
    let mut ops: Vec<Op> = Vec::new();
    let mut y = TOP;
    ops.extend(text(&bold, 18.0, LEFT, y, &record.title));
    y -= 8.0;
    ops.push(Op::SetFillColor { col: grey() });
    ops.extend(text(&regular, 11.0, LEFT, y, &record.subtitle));
    ops.push(Op::SetFillColor { col: black() });
    y -= 6.0;
    for section in &record.sections {
        if y - 16.0 < BOTTOM {
            pages.push(std::mem::take(&mut ops));
            y = TOP;
        }
        y -= 8.0;
        ops.extend(text(&bold, 12.0, LEFT, y, &section.heading));
        y -= 6.5;
        for (label, value) in &section.rows {
            if y < BOTTOM {
                pages.push(std::mem::take(&mut ops));
                y = TOP;
            }
            ops.push(Op::SetFillColor { col: grey() });
            ops.extend(text(&regular, 10.0, LEFT, y, label));
            ops.push(Op::SetFillColor { col: black() });
            let shown = if value.trim().is_empty() {
                "—"
            } else {
                value
            };
            ops.extend(text(&regular, 10.0, VALUE_X, y, shown));
            y -= 5.5;
        }
    }
    pages.push(ops);
    let count = pages.len();
    let pages = pages
        .into_iter()
        .enumerate()
        .map(|(index, mut ops)| {
            ops.push(Op::SetFillColor { col: grey() });
            ops.extend(text(&regular, 8.0, LEFT, 12.0, &record.footer));
            ops.extend(text(
                &regular,
                8.0,
                180.0,
                12.0,
                &format!("{}/{}", index + 1, count),
            ));
            PdfPage::new(Mm(210.0), Mm(297.0), ops)
        })
        .collect();
    let options = PdfSaveOptions {
        optimize: true,
        subset_fonts: true,
        secure: true,
        image_optimization: None,
    };
    Ok(document.with_pages(pages).save(&options, &mut Vec::new()))
}

#[cfg(test)]
mod tests {
    use super::{PrintedRecord, PrintedSection, render};

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
        };
        let bytes = render(&record).expect("pdf");
        assert!(bytes.starts_with(b"%PDF-"));
        let parsed = printpdf::PdfDocument::parse(
            &bytes,
            &printpdf::PdfParseOptions::default(),
            &mut Vec::new(),
        )
        .expect("parses");
        let text: String = parsed.extract_text().concat().join(" ");
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
}
