//! Which encoding a result file is in (its byte-order mark, else its declaration's
//! `encoding`, else UTF-8), decoding it, and line numbers for messages.

use std::borrow::Cow;

use encoding_rs::{Encoding, ISO_8859_2, UTF_8, WINDOWS_1250, WINDOWS_1252};

use crate::results::ParseError;

/// The text of a file, decoded as its byte-order mark or its declaration says.
pub(super) fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, ParseError> {
    if let Some((encoding, bom_length)) = Encoding::for_bom(bytes) {
        let text = decode_as(encoding, &bytes[bom_length..])?;
        if !text.trim_start().starts_with('<') {
            return Err(not_xml(1));
        }
        return Ok(text);
    }
    match bytes.iter().position(|byte| !byte.is_ascii_whitespace()) {
        None => {
            return Err(ParseError::NotResults {
                line: 1,
                detail: "soubor je prázdný".to_owned(),
            });
        }
        Some(start) if bytes[start] != b'<' => return Err(not_xml(line_at(bytes, start))),
        Some(_) => {}
    }
    let encoding = match declared_encoding(bytes) {
        None => UTF_8,
        Some(label) => supported_encoding(&label).ok_or_else(|| ParseError::Encoding {
            line: 1,
            detail: format!(
                "soubor deklaruje kódování „{label}“, Stopa čte UTF-8, windows-1250, \
                 ISO-8859-1 a ISO-8859-2"
            ),
        })?,
    };
    decode_as(encoding, bytes)
}

fn not_xml(line: u32) -> ParseError {
    ParseError::NotResults {
        line,
        detail: "soubor nezačíná značkou XML, nejde o soubor XML".to_owned(),
    }
}

/// The encodings a FIS file may declare.
fn supported_encoding(label: &str) -> Option<&'static Encoding> {
    Encoding::for_label(label.trim().as_bytes())
        .filter(|encoding| [UTF_8, WINDOWS_1250, WINDOWS_1252, ISO_8859_2].contains(encoding))
}

fn decode_as<'a>(encoding: &'static Encoding, bytes: &'a [u8]) -> Result<Cow<'a, str>, ParseError> {
    if let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) {
        return Ok(text);
    }
    let line = if encoding == UTF_8 {
        std::str::from_utf8(bytes)
            .err()
            .map_or(1, |error| line_at(bytes, error.valid_up_to()))
    } else {
        1
    };
    Err(ParseError::Encoding {
        line,
        detail: format!(
            "bajty neodpovídají kódování {}; uložte soubor znovu v UTF-8, nebo v deklaraci \
             <?xml … encoding=\"…\"?> uveďte jeho skutečné kódování (např. windows-1250)",
            encoding.name()
        ),
    })
}

/// The `encoding` of an XML declaration at the start of the bytes, if any. Every encoding Stopa
/// reads writes the declaration in ASCII, so it is read before decoding.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let head = &bytes[..bytes.len().min(1024)];
    let start = head.iter().position(|byte| !byte.is_ascii_whitespace())?;
    let head = &head[start..];
    if !head.starts_with(b"<?xml") {
        return None;
    }
    let end = head.windows(2).position(|pair| pair == b"?>")?;
    let declaration = std::str::from_utf8(&head[..end]).ok()?;
    let after = &declaration[declaration.find("encoding")? + "encoding".len()..];
    let after = after.trim_start().strip_prefix('=')?.trim_start();
    let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &after[1..];
    Some(value[..value.find(quote)?].to_owned())
}

/// The 1-based line of a byte offset.
fn line_at(bytes: &[u8], offset: usize) -> u32 {
    let lines = bytes[..offset.min(bytes.len())]
        .split(|byte| *byte == b'\n')
        .count();
    u32::try_from(lines).unwrap_or(u32::MAX)
}

/// Lines of a text, for turning the reader's offsets into line numbers quickly.
pub(super) struct LineIndex {
    newlines: Vec<usize>,
}

impl LineIndex {
    pub(super) fn new(text: &str) -> Self {
        Self {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|(_, byte)| *byte == b'\n')
                .map(|(index, _)| index)
                .collect(),
        }
    }

    pub(super) fn line(&self, offset: u64) -> u32 {
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        let line = self.newlines.partition_point(|newline| *newline < offset) + 1;
        u32::try_from(line).unwrap_or(u32::MAX)
    }
}
