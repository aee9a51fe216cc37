//! Printed lists as A4 PDFs (start lists, result lists), set like the member record
//! (`member_pdf`: DejaVu Sans embedded, every Czech letter prints and extracts): every page
//! begins with the document's heading lines (event, race, date, timing), each section (a
//! category) on a new page under its heading and the columns' labels, which repeat when a
//! section runs over a page. A cell too wide for its column is cut with "…".

use crate::member_pdf::{
    BOLD, BOTTOM, Font, LEFT, Line, PdfError, REGULAR, RIGHT, Style, TOP, write_pages,
};

/// A column: its label, its share of the page's width and whether its cells go right.
#[derive(Debug, Clone)]
pub struct PrintedColumn {
    pub label: String,
    /// Millimetres; the columns together should take at most the 170 mm between the margins.
    pub width: f32,
    pub right: bool,
}

/// A section of the list (a category): its heading and its rows, a cell per column.
#[derive(Debug, Clone, Default)]
pub struct PrintedTableSection {
    pub heading: String,
    /// A grey line under the heading (how the race starts); empty for none.
    pub note: String,
    pub rows: Vec<Vec<String>>,
}

/// A printed list.
#[derive(Debug, Clone, Default)]
pub struct PrintedTable {
    /// The document title (PDF metadata) and the first heading line of every page.
    pub title: String,
    /// Lines under the title on every page (race, date, start, timing).
    pub lines: Vec<String>,
    pub columns: Vec<PrintedColumn>,
    pub sections: Vec<PrintedTableSection>,
    /// At the bottom of every page (who printed it and when).
    pub footer: String,
    /// Printed when there are no sections.
    pub empty: String,
}

const ROW: f32 = 5.2;
const CELL_GAP: f32 = 2.0;

/// `text` cut to fit `width` millimetres at `size` points ("…" at its end when cut).
fn fitted(font: &Font, size: f32, text: &str, width: f32) -> String {
    if font.width(text, size) <= width {
        return text.to_owned();
    }
    let mut cut: String = text.to_owned();
    while !cut.is_empty() && font.width(&format!("{cut}…"), size) > width {
        cut.pop();
    }
    format!("{}…", cut.trim_end())
}

struct Sheets<'a> {
    regular: &'a Font,
    bold: &'a Font,
    table: &'a PrintedTable,
    done: Vec<Vec<Line>>,
    lines: Vec<Line>,
    y: f32,
}

impl Sheets<'_> {
    fn put(&mut self, style: Style, size: f32, grey: bool, x: f32, text: String) {
        self.lines.push(Line {
            style,
            size,
            grey,
            x,
            y: self.y,
            text,
        });
    }

    /// Starts a page with the document's heading lines.
    fn new_page(&mut self) {
        if !self.lines.is_empty() {
            self.done.push(std::mem::take(&mut self.lines));
        }
        self.y = TOP;
        let title = fitted(self.bold, 14.0, &self.table.title, RIGHT - LEFT);
        self.put(Style::Bold, 14.0, false, LEFT, title);
        self.y -= 6.0;
        for line in self.table.lines.clone() {
            let line = fitted(self.regular, 10.0, &line, RIGHT - LEFT);
            self.put(Style::Regular, 10.0, true, LEFT, line);
            self.y -= 4.8;
        }
        self.y -= 3.0;
    }

    /// The section's heading, its note and the columns' labels.
    fn section_head(&mut self, heading: &str, note: &str) {
        let heading = fitted(self.bold, 12.0, heading, RIGHT - LEFT);
        self.put(Style::Bold, 12.0, false, LEFT, heading);
        self.y -= 5.5;
        if !note.is_empty() {
            let note = fitted(self.regular, 9.0, note, RIGHT - LEFT);
            self.put(Style::Regular, 9.0, true, LEFT, note);
            self.y -= 5.0;
        }
        self.y -= 1.0;
        let labels: Vec<String> = self
            .table
            .columns
            .iter()
            .map(|column| column.label.clone())
            .collect();
        self.row(Style::Bold, &labels);
    }

    fn row(&mut self, style: Style, cells: &[String]) {
        let font = match style {
            Style::Regular => self.regular,
            Style::Bold => self.bold,
        };
        let mut x = LEFT;
        let mut placed = Vec::new();
        for (column, cell) in self.table.columns.iter().zip(cells) {
            let text = fitted(font, 9.0, cell, column.width - CELL_GAP);
            let at = if column.right {
                x + column.width - CELL_GAP - font.width(&text, 9.0)
            } else {
                x
            };
            placed.push((at, text));
            x += column.width;
        }
        for (at, text) in placed {
            self.put(style, 9.0, style == Style::Bold, at, text);
        }
        self.y -= ROW;
    }
}

/// Lays the list out on A4 pages and returns the PDF bytes.
pub fn render_table(table: &PrintedTable) -> Result<Vec<u8>, PdfError> {
    let mut regular = Font::new(REGULAR, "DejaVuSans")?;
    let mut bold = Font::new(BOLD, "DejaVuSans-Bold")?;
    let mut pages = Sheets {
        regular: &regular,
        bold: &bold,
        table,
        done: Vec::new(),
        lines: Vec::new(),
        y: TOP,
    };
    if table.sections.is_empty() {
        pages.new_page();
        let empty = table.empty.clone();
        pages.put(Style::Regular, 10.0, false, LEFT, empty);
    }
    for section in &table.sections {
        // A category begins a page.
        pages.new_page();
        pages.section_head(&section.heading, &section.note);
        for row in &section.rows {
            if pages.y - ROW < BOTTOM {
                pages.new_page();
                pages.section_head(&format!("{} (pokračování)", section.heading), "");
            }
            pages.row(Style::Regular, row);
        }
    }
    let mut laid = pages.done;
    laid.push(pages.lines);
    write_pages(
        &table.title,
        &table.footer,
        laid,
        &mut regular,
        &mut bold,
        |_, _| {},
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pages_and_text(bytes: &[u8]) -> (usize, Vec<String>) {
        let document = lopdf::Document::load_mem(bytes).expect("parses");
        let pages: Vec<u32> = document.get_pages().keys().copied().collect();
        let texts = pages
            .iter()
            .map(|page| document.extract_text(&[*page]).expect("text"))
            .collect();
        (pages.len(), texts)
    }

    fn table(rows: usize) -> PrintedTable {
        let column = |label: &str, width: f32, right: bool| PrintedColumn {
            label: label.to_owned(),
            width,
            right,
        };
        PrintedTable {
            title: "Zimní pohár Jizerek – startovní listina".to_owned(),
            lines: vec![
                "Klasika 5 km · 16. 1. 2027 · Intervalový start".to_owned(),
                "Časomíra: Šumavská časomíra s.r.o.".to_owned(),
            ],
            columns: vec![
                column("St. č.", 15.0, true),
                column("Start", 20.0, false),
                column("Příjmení a jméno", 60.0, false),
                column("Ročník", 15.0, true),
                column("Klub", 60.0, false),
            ],
            sections: vec![
                PrintedTableSection {
                    heading: "Žákyně mladší".to_owned(),
                    note: "Intervalový start, první start 10:00, interval 30 s".to_owned(),
                    rows: (1..=rows)
                        .map(|bib| {
                            vec![
                                bib.to_string(),
                                "10:00:30".to_owned(),
                                format!("Řeháková Šárka {bib}"),
                                "2014".to_owned(),
                                "Lyžařský klub Jablonec nad Nisou, z. s., oddíl běžeckého lyžování"
                                    .to_owned(),
                            ]
                        })
                        .collect(),
                },
                PrintedTableSection {
                    heading: "Muži".to_owned(),
                    note: String::new(),
                    rows: vec![vec![
                        "99".to_owned(),
                        "10:30".to_owned(),
                        "Ďoubalík Ondřej".to_owned(),
                        "1990".to_owned(),
                        "SK Ještěd".to_owned(),
                    ]],
                },
            ],
            footer: "Vytištěno 3. 12. 2026".to_owned(),
            empty: "Nikdo".to_owned(),
        }
    }

    #[test]
    fn every_category_begins_a_page_under_the_heading_lines() {
        let bytes = render_table(&table(3)).expect("pdf");
        let (count, texts) = pages_and_text(&bytes);
        assert_eq!(count, 2, "{texts:?}");
        for text in &texts {
            assert!(text.contains("Zimní pohár Jizerek"), "{text}");
            assert!(text.contains("Časomíra: Šumavská časomíra"), "{text}");
        }
        assert!(texts[0].contains("Žákyně mladší") && texts[0].contains("Řeháková Šárka 3"));
        assert!(texts[1].contains("Muži") && texts[1].contains("Ďoubalík Ondřej"));
        assert!(texts[0].contains('…'), "the long club is cut: {}", texts[0]);
    }

    #[test]
    fn a_long_category_runs_over_with_its_heading_again() {
        let bytes = render_table(&table(80)).expect("pdf");
        let (count, texts) = pages_and_text(&bytes);
        assert_eq!(count, 3, "two pages of 80 athletes and one of the men");
        assert!(
            texts[1].contains("Žákyně mladší (pokračování)"),
            "{}",
            texts[1]
        );
        assert!(texts[1].contains("Příjmení a jméno"));
        assert!(texts[1].contains("Řeháková Šárka 80"));
    }
}
