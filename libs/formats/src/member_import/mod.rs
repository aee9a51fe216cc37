//! The member columns of an import file: which header means which member field (Stopa's
//! template, its own members export, the NSA register's CSV versions or a club's own table),
//! the parsing of the cells people type (dates, sex, countries, house numbers, one-line
//! addresses), the template to download, and the file of skipped rows to fix and upload again.
//!
//! - `header`: which header cell means which column, the known layouts, the header's mapping.
//! - `row`: a row's mapped cells as an [`ImportedMember`].
//! - `cells`: dates, sex and countries as people type them.
//! - `address`: house numbers written together and one-line addresses, split.
//! - `files`: the template to download (CSV, XLSX) and the file of skipped rows.
//! - `tests`: header mapping and layouts, cell parsing, addresses, the files.

mod address;
mod cells;
mod files;
mod header;
mod row;
#[cfg(test)]
mod tests;

pub use address::{AddressParts, split_address_line, split_house_numbers};
pub use cells::{parse_country, parse_date, parse_sex};
pub use files::{skipped_rows_csv, template_csv, template_xlsx};
pub use header::{
    ColumnMapping, HeaderMapping, Layout, SKIPPED_REASON_HEADER, TEMPLATE_HEADER, map_header,
};
pub use row::{ImportedMember, imported_member};

/// A column Stopa can import into a member record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MemberColumn {
    TitleBefore,
    FirstName,
    MiddleNames,
    LastName,
    TitleAfter,
    Sex,
    BirthDate,
    BirthYear,
    BirthNumber,
    Citizenship,
    Municipality,
    MunicipalityPart,
    Street,
    HouseNumber,
    OrientationNumber,
    Postcode,
    Country,
    /// The whole address in one cell ("Náměstí Míru 12/3, 46001 Liberec").
    Address,
    Email,
    Phone,
    FisCode,
}

impl MemberColumn {
    /// Every column, in the order of the enum.
    pub const ALL: [Self; 21] = [
        Self::TitleBefore,
        Self::FirstName,
        Self::MiddleNames,
        Self::LastName,
        Self::TitleAfter,
        Self::Sex,
        Self::BirthDate,
        Self::BirthYear,
        Self::BirthNumber,
        Self::Citizenship,
        Self::Municipality,
        Self::MunicipalityPart,
        Self::Street,
        Self::HouseNumber,
        Self::OrientationNumber,
        Self::Postcode,
        Self::Country,
        Self::Address,
        Self::Email,
        Self::Phone,
        Self::FisCode,
    ];

    /// The Czech label, as the template's header writes it.
    pub fn label(self) -> &'static str {
        match self {
            Self::TitleBefore => "Titul před",
            Self::FirstName => "Jméno",
            Self::MiddleNames => "Další jména",
            Self::LastName => "Příjmení",
            Self::TitleAfter => "Titul za",
            Self::Sex => "Pohlaví",
            Self::BirthDate => "Datum narození",
            Self::BirthYear => "Rok narození",
            Self::BirthNumber => "Rodné číslo",
            Self::Citizenship => "Státní občanství",
            Self::Municipality => "Obec",
            Self::MunicipalityPart => "Část obce",
            Self::Street => "Ulice",
            Self::HouseNumber => "Číslo popisné",
            Self::OrientationNumber => "Číslo orientační",
            Self::Postcode => "PSČ",
            Self::Country => "Stát",
            Self::Address => "Adresa",
            Self::Email => "E-mail",
            Self::Phone => "Telefon",
            Self::FisCode => "FIS kód",
        }
    }

    /// A stable code for the API: `FIRST_NAME`, `BIRTH_NUMBER`, …
    pub fn code(self) -> &'static str {
        match self {
            Self::TitleBefore => "TITLE_BEFORE",
            Self::FirstName => "FIRST_NAME",
            Self::MiddleNames => "MIDDLE_NAMES",
            Self::LastName => "LAST_NAME",
            Self::TitleAfter => "TITLE_AFTER",
            Self::Sex => "SEX",
            Self::BirthDate => "BIRTH_DATE",
            Self::BirthYear => "BIRTH_YEAR",
            Self::BirthNumber => "BIRTH_NUMBER",
            Self::Citizenship => "CITIZENSHIP",
            Self::Municipality => "MUNICIPALITY",
            Self::MunicipalityPart => "MUNICIPALITY_PART",
            Self::Street => "STREET",
            Self::HouseNumber => "HOUSE_NUMBER",
            Self::OrientationNumber => "ORIENTATION_NUMBER",
            Self::Postcode => "POSTCODE",
            Self::Country => "COUNTRY",
            Self::Address => "ADDRESS",
            Self::Email => "EMAIL",
            Self::Phone => "PHONE",
            Self::FisCode => "FIS_CODE",
        }
    }
}
