//! CSV for Czech Excel: UTF-8 with a byte-order mark, `;` between cells, CRLF line ends, and
//! cells that Excel would run as a formula (`= + - @`, tab, CR) prefixed with an apostrophe.

/// The UTF-8 byte-order mark Excel needs to read the file as UTF-8.
pub const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Writes records into an in-memory buffer that the caller drains chunk by chunk, so a large
/// export streams without being held whole.
pub struct ExcelCsvWriter {
    writer: csv::Writer<Vec<u8>>,
}

fn builder() -> csv::WriterBuilder {
    let mut builder = csv::WriterBuilder::new();
    builder
        .delimiter(b';')
        .terminator(csv::Terminator::CRLF)
        .quote_style(csv::QuoteStyle::Necessary);
    builder
}

impl Default for ExcelCsvWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl ExcelCsvWriter {
    /// A writer whose first bytes are the BOM.
    pub fn new() -> Self {
        Self {
            writer: builder().from_writer(UTF8_BOM.to_vec()),
        }
    }

    /// Writes one record, neutralising formula cells.
    pub fn write_record<'a>(
        &mut self,
        cells: impl IntoIterator<Item = &'a str>,
    ) -> std::io::Result<()> {
        let cells = cells
            .into_iter()
            .map(|cell| escape_formula(cell).into_owned());
        self.writer
            .write_record(cells)
            .map_err(std::io::Error::other)
    }

    /// Bytes written so far (not yet taken).
    pub fn buffered_len(&self) -> usize {
        self.writer.get_ref().len()
    }

    /// Takes the bytes written so far, leaving the writer ready for more.
    pub fn take_bytes(&mut self) -> std::io::Result<Vec<u8>> {
        let full = std::mem::replace(&mut self.writer, builder().from_writer(Vec::new()));
        full.into_inner().map_err(csv::IntoInnerError::into_error)
    }
}

/// Writes records as a plain UTF-8 CSV without a byte-order mark (what timing programs read):
/// `;` between cells, CRLF line ends, formula cells escaped like every other export.
pub fn write_plain<'a>(
    records: impl IntoIterator<Item = Vec<&'a str>>,
) -> std::io::Result<Vec<u8>> {
    let mut writer = builder().from_writer(Vec::new());
    for record in records {
        writer
            .write_record(
                record
                    .into_iter()
                    .map(|cell| escape_formula(cell).into_owned()),
            )
            .map_err(std::io::Error::other)?;
    }
    writer.into_inner().map_err(csv::IntoInnerError::into_error)
}

/// Prefixes a cell that Excel would interpret as a formula with `'`.
pub fn escape_formula(cell: &str) -> std::borrow::Cow<'_, str> {
    match cell.as_bytes().first() {
        Some(b'=' | b'+' | b'-' | b'@' | b'\t' | b'\r') => format!("'{cell}").into(),
        _ => cell.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excel_csv_has_bom_semicolons_crlf_and_escaped_formulas() {
        let mut writer = ExcelCsvWriter::new();
        writer
            .write_record(["Příjmení", "Poznámka"])
            .expect("writes");
        writer.write_record(["Novák", "=1+1"]).expect("writes");
        writer.write_record(["-5", "a;b \"c\""]).expect("writes");
        writer
            .write_record(["@SUM(A1)", "+420 123"])
            .expect("writes");
        let bytes = writer.take_bytes().expect("flushes");
        let text = String::from_utf8(bytes).expect("utf-8");
        assert_eq!(
            text,
            "\u{feff}Příjmení;Poznámka\r\nNovák;'=1+1\r\n'-5;\"a;b \"\"c\"\"\"\r\n'@SUM(A1);'+420 123\r\n"
        );
    }

    #[test]
    fn taking_bytes_leaves_the_writer_usable() {
        let mut writer = ExcelCsvWriter::new();
        writer.write_record(["a"]).expect("writes");
        let first = writer.take_bytes().expect("flushes");
        writer.write_record(["b"]).expect("writes");
        let second = writer.take_bytes().expect("flushes");
        assert_eq!(first, b"\xEF\xBB\xBFa\r\n");
        assert_eq!(second, b"b\r\n");
    }
}
