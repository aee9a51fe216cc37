//! Pure writers and parsers of Stopa's file formats. No database, no I/O beyond buffers.

pub mod content_image;
pub mod csv_excel;
pub mod czech;
pub mod download;
pub mod fis_points;
pub mod ical;
pub mod member_import;
pub mod member_pdf;
pub mod nsa;
pub mod payment;
pub mod results;
pub mod rich_text;
pub mod ruian;
pub mod table;
pub mod table_pdf;
pub mod workbook;
