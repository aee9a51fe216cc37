//! The member columns of an import file: which header means which member field (Stopa's
//! template, its own members export, the NSA register's CSV versions or a club's own table),
//! the parsing of the cells people type (dates, sex, countries, house numbers, one-line
//! addresses), the template to download, and the file of skipped rows to fix and upload again.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rust_xlsxwriter::{Format, FormatAlign, Workbook, XlsxError};
use stopa_domain::country::{COUNTRY_CODES, alpha3, is_country_code};
use stopa_domain::member::Sex;

use crate::csv_excel::ExcelCsvWriter;
use crate::nsa::PersonVersion;
use crate::table::{TableRow, header_key};

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

/// What a header cell means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HeaderMeaning {
    Column(MemberColumn),
    /// Known, but of no use to a member record (`Klub`, `SPORTOVEC`, `Důvod`).
    Ignored,
    Unknown,
}

/// What a header key ([`header_key`]) means.
fn meaning_of_key(key: &str) -> HeaderMeaning {
    use MemberColumn as C;
    let column = match key {
        "titulpred" | "titulpredjmenem" | "titul" => C::TitleBefore,
        "jmeno" | "krestnijmeno" | "firstname" | "givenname" => C::FirstName,
        "dalsijmena" | "dalsijmeno" | "druhejmeno" | "middlename" | "middlenames" => C::MiddleNames,
        "prijmeni" | "lastname" | "surname" | "familyname" => C::LastName,
        "titulza" | "titulzajmenem" => C::TitleAfter,
        "pohlavi" | "sex" | "gender" => C::Sex,
        "datumnarozeni" | "narozen" | "narozena" | "narozeni" | "datumnar" | "birthdate"
        | "dateofbirth" => C::BirthDate,
        "roknarozeni" | "rocnik" | "birthyear" | "yearofbirth" => C::BirthYear,
        "rodnecislo" | "rc" | "birthnumber" => C::BirthNumber,
        "obcanstvi" | "statniobcanstvi" | "narodnost" | "citizenship" | "nationality" => {
            C::Citizenship
        }
        "nazevobce" | "obec" | "mesto" | "city" | "town" => C::Municipality,
        "nazevcastiobce" | "castobce" => C::MunicipalityPart,
        "nazevulice" | "ulice" | "street" => C::Street,
        "cislopopisne" | "cp" | "cislodomu" | "cislodomovni" => C::HouseNumber,
        "cisloorientacni" | "co" => C::OrientationNumber,
        "psc" | "postcode" | "postalcode" | "zip" | "zipcode" => C::Postcode,
        "stat" | "zeme" | "country" => C::Country,
        "adresa" | "bydliste" | "trvalebydliste" | "adresabydliste" | "address" => C::Address,
        "email" | "mail" | "emailovaadresa" => C::Email,
        "telefon" | "mobil" | "tel" | "telefonnicislo" | "phone" | "mobile" => C::Phone,
        "fiskod" | "fiscode" | "fis" | "fiscislo" => C::FisCode,
        // Known, but nothing a member record takes from an import.
        "sportovec"
        | "trener"
        | "extid"
        | "registracnicislo"
        | "regcislo"
        | "zkratkaklubu"
        | "klub"
        | "kraj"
        | "clenemod"
        | "druhsportu"
        | "sportovcemod"
        | "sportovcemdo"
        | "sportoveccetnost"
        | "sportovecdruhsportu"
        | "sportovecucastsouteze"
        | "sportovecucastsoutezepocet"
        | "sportoveccinnostod"
        | "sportoveccinnostdo"
        | "trenerod"
        | "trenerem"
        | "treneremod"
        | "treneremdo"
        | "trenercetnost"
        | "trenerdruhsportu"
        | "trenercinnostod"
        | "trenercinnostdo"
        | "svazicosktj"
        | "stav"
        | SKIPPED_REASON_KEY => return HeaderMeaning::Ignored,
        _ => return HeaderMeaning::Unknown,
    };
    HeaderMeaning::Column(column)
}

/// The header of the last column of [`skipped_rows_csv`].
pub const SKIPPED_REASON_HEADER: &str = "Důvod";
const SKIPPED_REASON_KEY: &str = "duvod";

/// The header of Stopa's import template.
pub const TEMPLATE_HEADER: [&str; 19] = [
    "Titul před",
    "Jméno",
    "Další jména",
    "Příjmení",
    "Titul za",
    "Pohlaví",
    "Datum narození",
    "Rodné číslo",
    "Státní občanství",
    "Obec",
    "Část obce",
    "Ulice",
    "Číslo popisné",
    "Číslo orientační",
    "PSČ",
    "Stát",
    "E-mail",
    "Telefon",
    "FIS kód",
];

/// The template's example row: an invented member.
const TEMPLATE_EXAMPLE: [&str; 19] = [
    "",
    "Jan",
    "",
    "Novák",
    "",
    "M",
    "1.2.2010",
    "1002011230",
    "CZ",
    "Liberec",
    "Staré Město",
    "Sokolská",
    "12",
    "3",
    "46001",
    "CZ",
    "jan.novak@example.cz",
    "777 123 456",
    "",
];

/// Stopa's members export (`Registrační číslo;Příjmení;…`), the personal columns included.
const STOPA_EXPORT_HEADER: [&str; 11] = [
    "Registrační číslo",
    "Příjmení",
    "Jméno",
    "Pohlaví",
    "Rok narození",
    "Datum narození",
    "Rodné číslo",
    "Zkratka klubu",
    "Klub",
    "Kraj",
    "Členem od",
];

/// The personal columns an exporter without personal-data access does not get.
const STOPA_EXPORT_PERSONAL: [&str; 2] = ["Datum narození", "Rodné číslo"];

/// The known layouts of a header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Stopa's import template ([`TEMPLATE_HEADER`]).
    Template,
    /// Stopa's members export, with or without the personal columns.
    StopaExport,
    NsaV1,
    NsaV2,
    NsaV2b,
    NsaV3,
    /// Any other header whose columns could be recognised.
    Other,
}

impl Layout {
    /// Every layout.
    pub const ALL: [Self; 7] = [
        Self::Template,
        Self::StopaExport,
        Self::NsaV1,
        Self::NsaV2,
        Self::NsaV2b,
        Self::NsaV3,
        Self::Other,
    ];

    /// The stored code of the layout.
    pub fn code(self) -> &'static str {
        match self {
            Self::Template => "TEMPLATE",
            Self::StopaExport => "STOPA_EXPORT",
            Self::NsaV1 => "NSA_V1",
            Self::NsaV2 => "NSA_V2",
            Self::NsaV2b => "NSA_V2B",
            Self::NsaV3 => "NSA_V3",
            Self::Other => "OTHER",
        }
    }

    /// The Czech name shown with an uploaded file.
    pub fn label(self) -> &'static str {
        match self {
            Self::Template => "Šablona Stopy",
            Self::StopaExport => "Export členů ze Stopy",
            Self::NsaV1 => "Rejstřík sportu (NSA) V1",
            Self::NsaV2 => "Rejstřík sportu (NSA) V2",
            Self::NsaV2b => "Rejstřík sportu (NSA) V2b",
            Self::NsaV3 => "Rejstřík sportu (NSA) V3",
            Self::Other => "Vlastní tabulka",
        }
    }
}

/// What one column of the header was taken for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnMapping {
    /// Position in the header, from 0.
    pub index: usize,
    /// The header cell as written.
    pub header: String,
    /// `None`: the column is ignored (unknown, of no use, or a second column of the same kind).
    pub column: Option<MemberColumn>,
    /// Whether the header was recognised (also for ignored known columns such as `Klub`), so
    /// the user can be told which columns meant nothing.
    pub recognised: bool,
}

/// What a header means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderMapping {
    pub layout: Layout,
    /// One per header cell.
    pub columns: Vec<ColumnMapping>,
    /// The required columns not found: `FirstName`, `LastName`, and, when neither a birth
    /// number nor a birth date is there, both `BirthNumber` and `BirthDate` (one of them is
    /// enough; [`HeaderMapping::missing_message`] says so).
    pub missing: Vec<MemberColumn>,
}

impl HeaderMapping {
    /// The index of the cell mapped to the column.
    pub fn index_of(&self, column: MemberColumn) -> Option<usize> {
        self.columns
            .iter()
            .find(|mapping| mapping.column == Some(column))
            .map(|mapping| mapping.index)
    }

    /// What is missing, in Czech ("Chybí sloupce: Jméno, Rodné číslo nebo Datum narození."),
    /// or `None` when nothing required is.
    pub fn missing_message(&self) -> Option<String> {
        if self.missing.is_empty() {
            return None;
        }
        let mut names: Vec<&str> = self
            .missing
            .iter()
            .filter(|column| !matches!(column, MemberColumn::BirthNumber | MemberColumn::BirthDate))
            .map(|column| column.label())
            .collect();
        if self.missing.contains(&MemberColumn::BirthNumber) {
            names.push("Rodné číslo nebo Datum narození");
        }
        let noun = if names.len() == 1 {
            "sloupec"
        } else {
            "sloupce"
        };
        Some(format!("Chybí {noun}: {}.", names.join(", ")))
    }
}

/// Maps a header to member columns by name: case, diacritics, spaces, `_`, `-`, `.` and
/// brackets do not matter (`[RODNE_CISLO]`, `Rodné číslo` and `rodne cislo` are the same).
/// The first column of a kind wins; a later one of the same kind is ignored. A last column
/// `Důvod` (of [`skipped_rows_csv`]) is ignored and does not change the layout.
pub fn map_header(header: &[String]) -> HeaderMapping {
    let mut taken = Vec::new();
    let columns: Vec<ColumnMapping> = header
        .iter()
        .enumerate()
        .map(|(index, name)| {
            let meaning = meaning_of_key(&header_key(name));
            let column = match meaning {
                HeaderMeaning::Column(column) if !taken.contains(&column) => {
                    taken.push(column);
                    Some(column)
                }
                _ => None,
            };
            ColumnMapping {
                index,
                header: name.clone(),
                column,
                recognised: meaning != HeaderMeaning::Unknown,
            }
        })
        .collect();
    let mut missing = Vec::new();
    for required in [MemberColumn::FirstName, MemberColumn::LastName] {
        if !taken.contains(&required) {
            missing.push(required);
        }
    }
    if !taken.contains(&MemberColumn::BirthNumber) && !taken.contains(&MemberColumn::BirthDate) {
        missing.extend([MemberColumn::BirthNumber, MemberColumn::BirthDate]);
    }
    HeaderMapping {
        layout: layout_of(header),
        columns,
        missing,
    }
}

/// Which known layout the header is exactly (by keys, without empty cells at its end and
/// without a last `Důvod` column).
fn layout_of(header: &[String]) -> Layout {
    let mut keys: Vec<String> = header.iter().map(|name| header_key(name)).collect();
    while keys.last().is_some_and(String::is_empty) {
        keys.pop();
    }
    if keys.last().is_some_and(|key| key == SKIPPED_REASON_KEY) {
        keys.pop();
    }
    let matches = |names: &[&str]| {
        keys.len() == names.len()
            && keys
                .iter()
                .zip(names)
                .all(|(key, name)| *key == header_key(name))
    };
    let export_without_personal: Vec<&str> = STOPA_EXPORT_HEADER
        .into_iter()
        .filter(|name| !STOPA_EXPORT_PERSONAL.contains(name))
        .collect();
    if matches(&TEMPLATE_HEADER) {
        Layout::Template
    } else if matches(&STOPA_EXPORT_HEADER) || matches(&export_without_personal) {
        Layout::StopaExport
    } else if matches(PersonVersion::V1.columns()) {
        Layout::NsaV1
    } else if matches(PersonVersion::V2.columns()) {
        Layout::NsaV2
    } else if matches(PersonVersion::V2b.columns()) {
        Layout::NsaV2b
    } else if matches(PersonVersion::V3.columns()) {
        Layout::NsaV3
    } else {
        Layout::Other
    }
}

/// One member as a row gives it: the mapped cells, trimmed; empty cells are absent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedMember {
    /// The row's line in the file ([`TableRow::line`]).
    pub line: u32,
    pub values: BTreeMap<MemberColumn, String>,
}

impl ImportedMember {
    /// The cell of the column, `None` when the column is not there or the cell is empty.
    pub fn get(&self, column: MemberColumn) -> Option<&str> {
        self.values.get(&column).map(String::as_str)
    }

    /// The address: from its own columns when any of them is filled (a `12/3` in the house
    /// number column is split when there is no orientation number), else from the one-line
    /// address column ([`split_address_line`]).
    pub fn address(&self) -> AddressParts {
        use MemberColumn as C;
        let own = [
            C::Street,
            C::HouseNumber,
            C::OrientationNumber,
            C::Municipality,
            C::MunicipalityPart,
            C::Postcode,
        ];
        if !own.iter().any(|column| self.values.contains_key(column)) {
            return self
                .get(C::Address)
                .map(split_address_line)
                .unwrap_or_default();
        }
        let owned = |column| self.get(column).map(str::to_owned);
        let (mut house_number, mut orientation_number) =
            (owned(C::HouseNumber), owned(C::OrientationNumber));
        if orientation_number.is_none()
            && let Some((house, orientation)) = house_number
                .as_deref()
                .filter(|house| house.contains('/'))
                .map(split_house_numbers)
        {
            (house_number, orientation_number) = (house, orientation);
        }
        AddressParts {
            street: owned(C::Street),
            house_number,
            orientation_number,
            municipality_part: owned(C::MunicipalityPart),
            postcode: self.get(C::Postcode).map(normalise_postcode),
            municipality: owned(C::Municipality),
        }
    }
}

/// The mapped cells of a row. A cell the skipped-rows file protected from Excel (`'=…`,
/// `'+420…`) loses its apostrophe again.
pub fn imported_member(row: &TableRow, mapping: &HeaderMapping) -> ImportedMember {
    let values = mapping
        .columns
        .iter()
        .filter_map(|mapping| {
            let column = mapping.column?;
            let cell = row.cells.get(mapping.index)?.trim();
            let cell = match cell.strip_prefix('\'') {
                Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
                _ => cell,
            };
            (!cell.is_empty()).then(|| (column, cell.to_owned()))
        })
        .collect();
    ImportedMember {
        line: row.line,
        values,
    }
}

/// A date as people and programs write it: `1.2.2010`, `01.02.2010`, `1. 2. 2010` (as Stopa
/// writes dates), `2010-02-01`, and either with a time after it (`2010-02-01 00:00:00`,
/// `2010-02-01T00:00:00`, `1.2.2010 0:00`). Years have four digits; impossible dates
/// (`30.2.2010`) are `None`.
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    let date = match text.find(':') {
        Some(colon) => {
            let before_time = text[..colon].rfind([' ', 'T'])?;
            let time = &text[before_time + 1..];
            if !time
                .chars()
                .all(|c| c.is_ascii_digit() || c == ':' || c == '.')
            {
                return None;
            }
            text[..before_time].trim()
        }
        None => text,
    };
    let (year, month, day) = if let Some((day, rest)) = date.split_once('.') {
        let (month, year) = rest.split_once('.')?;
        (year.trim(), month.trim(), day.trim())
    } else {
        let mut parts = date.splitn(3, '-');
        (parts.next()?, parts.next()?, parts.next()?)
    };
    let digits = |part: &str, lengths: &[usize]| {
        lengths.contains(&part.len()) && part.chars().all(|c| c.is_ascii_digit())
    };
    if !digits(year, &[4]) || !digits(month, &[1, 2]) || !digits(day, &[1, 2]) {
        return None;
    }
    NaiveDate::from_ymd_opt(year.parse().ok()?, month.parse().ok()?, day.parse().ok()?)
}

/// Sex as people write it: `M`, `Ž`, `Z`, `F`, `W`, `muž`, `žena`, `male`, `female` (also
/// Stopa's `MALE`/`FEMALE`), any case.
pub fn parse_sex(text: &str) -> Option<Sex> {
    match header_key(text).as_str() {
        "m" | "muz" | "male" | "man" => Some(Sex::Male),
        "z" | "f" | "w" | "zena" | "female" | "woman" => Some(Sex::Female),
        _ => None,
    }
}

/// A country as an ISO 3166 alpha-2 code (`CZ`), from that code in any case, an alpha-3 code
/// (`CZE`, `SVK`) or the Czech or English name of a common one (`Česká republika`, `ČR`,
/// `Slovensko`, `Německo`, …). Only codes of [`COUNTRY_CODES`] come out.
///
/// `CR` and `SR` are refused: Czech forms use them for Česká and Slovenská republika, ISO for
/// Costa Rica and Suriname, and a wrong guess would import silently.
pub fn parse_country(text: &str) -> Option<String> {
    let text = text.trim();
    let upper = text.to_ascii_uppercase();
    let known = |code: &str| is_country_code(code).then(|| code.to_owned());
    if upper.len() == 2 && upper.chars().all(|c| c.is_ascii_alphabetic()) {
        return if matches!(upper.as_str(), "CR" | "SR") {
            None
        } else {
            known(&upper)
        };
    }
    if upper.len() == 3 && upper.chars().all(|c| c.is_ascii_alphabetic()) {
        return COUNTRY_CODES
            .iter()
            .find(|code| alpha3(code) == Some(upper.as_str()))
            .map(|code| (*code).to_owned());
    }
    let code = match header_key(text).as_str() {
        "ceskarepublika" | "ceskarep" | "cr" | "cesko" | "czechia" | "czechrepublic" => "CZ",
        "slovensko" | "slovenskarepublika" | "slovakia" | "slovakrepublic" => "SK",
        "polsko" | "poland" | "polska" => "PL",
        "nemecko" | "germany" | "deutschland" | "spolkovarepublikanemecko" => "DE",
        "rakousko" | "austria" | "osterreich" => "AT",
        "madarsko" | "hungary" => "HU",
        "slovinsko" | "slovenia" => "SI",
        "ukrajina" | "ukraine" => "UA",
        "italie" | "italy" => "IT",
        "francie" | "france" => "FR",
        "svycarsko" | "switzerland" => "CH",
        "norsko" | "norway" => "NO",
        "svedsko" | "sweden" => "SE",
        "finsko" | "finland" => "FI",
        "chorvatsko" | "croatia" => "HR",
        "rusko" | "russia" => "RU",
        "spojenestaty" | "spojenestatyamericke" | "unitedstates" => "US",
        "velkabritanie" | "spojenekralovstvi" | "unitedkingdom" => "GB",
        "kanada" | "canada" => "CA",
        _ => return None,
    };
    known(code)
}

/// Splits house numbers written together: `12/3` → (12, 3), `12/3a` → (12, 3a), `12` →
/// (12, none), `/3` → (none, 3).
pub fn split_house_numbers(text: &str) -> (Option<String>, Option<String>) {
    let non_empty = |part: &str| {
        let part = part.trim();
        (!part.is_empty()).then(|| part.to_owned())
    };
    match text.split_once('/') {
        Some((house, orientation)) => (non_empty(house), non_empty(orientation)),
        None => (non_empty(text), None),
    }
}

/// An address split into what a member record keeps.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AddressParts {
    pub street: Option<String>,
    /// Číslo popisné (or evidenční).
    pub house_number: Option<String>,
    /// Číslo orientační, with its letter.
    pub orientation_number: Option<String>,
    pub municipality_part: Option<String>,
    /// Five digits, without the space.
    pub postcode: Option<String>,
    pub municipality: Option<String>,
}

/// Splits a one-line address, best effort:
///
/// - `Náměstí Míru 12/3, 46001 Liberec` → street Náměstí Míru, 12, 3, 46001, Liberec;
/// - `Sokolská 12, Liberec, 460 01` → street Sokolská, 12, municipality Liberec, 46001;
/// - `U elektrárny 9/10, Holešovice, 170 00 Praha 7` → … with the part Holešovice;
/// - `Bedřichov 40` (a village without streets) → municipality Bedřichov, 40;
/// - `Bedřichov 40, 46812 Bedřichov` → no street, 40, 46812, Bedřichov;
/// - `Jankovcova č.ev. 6, 17000 Praha 7` → street Jankovcova, 6, 17000, Praha 7.
///
/// The first part holds the street and numbers; the postcode is five digits (`460 01` too) at
/// the start or end of a later part, whose rest is the municipality; otherwise the last part
/// is. A name in the first part that equals the municipality or its part is no street. What
/// it cannot know: `Horní Maxov 40, 46848 Josefův Důl` gives the part Horní Maxov as a street.
pub fn split_address_line(text: &str) -> AddressParts {
    let mut parts: Vec<String> = text
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect();
    let mut address = AddressParts::default();
    if parts.is_empty() {
        return address;
    }
    let mut municipality = None;
    let found = parts
        .iter()
        .enumerate()
        .skip(1)
        .find_map(|(index, part)| take_postcode(part, true).map(|found| (index, found)))
        .or_else(|| take_postcode(&parts[0], false).map(|found| (0, found)));
    if let Some((index, (postcode, rest))) = found {
        address.postcode = Some(postcode);
        if rest.is_empty() {
            parts.remove(index);
        } else {
            municipality = Some(rest);
            parts.remove(index);
        }
    }
    if parts.is_empty() {
        address.municipality = municipality;
        return address;
    }
    let first = parts.remove(0);
    let (name, house_number, orientation_number) = split_street_and_numbers(&first);
    address.house_number = house_number;
    address.orientation_number = orientation_number;
    if municipality.is_none() {
        municipality = parts.pop();
    }
    if !parts.is_empty() {
        address.municipality_part = Some(parts.join(", "));
    }
    match municipality {
        Some(municipality) => {
            let same_as_name = |other: Option<&str>| {
                other
                    .zip(name.as_deref())
                    .is_some_and(|(other, name)| header_key(other) == header_key(name))
            };
            if !same_as_name(Some(&municipality))
                && !same_as_name(address.municipality_part.as_deref())
            {
                address.street = name;
            }
            address.municipality = Some(municipality);
        }
        // One part: a village without streets ("Obec 40"), or a municipality alone.
        None => address.municipality = name,
    }
    address
}

/// A postcode at the start (or, when `at_end`, the end) of a part, and the rest of the part.
fn take_postcode(part: &str, at_end: bool) -> Option<(String, String)> {
    let postcode_at = |text: &str| -> Option<usize> {
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| {
            bytes
                .get(range)
                .is_some_and(|b| b.iter().all(u8::is_ascii_digit))
        };
        if digits(0..5) {
            Some(5)
        } else if digits(0..3) && bytes.get(3) == Some(&b' ') && digits(4..6) {
            Some(6)
        } else {
            None
        }
    };
    let digits_only = |text: &str| {
        text.chars()
            .filter(char::is_ascii_digit)
            .collect::<String>()
    };
    if let Some(length) = postcode_at(part)
        && part[length..]
            .chars()
            .next()
            .is_none_or(char::is_whitespace)
    {
        return Some((
            digits_only(&part[..length]),
            part[length..].trim().to_owned(),
        ));
    }
    if at_end {
        for length in [5, 6] {
            let Some(start) = part.len().checked_sub(length) else {
                continue;
            };
            if !part.is_char_boundary(start) {
                continue;
            }
            let (rest, tail) = part.split_at(start);
            if postcode_at(tail) == Some(length)
                && rest.chars().next_back().is_none_or(char::is_whitespace)
            {
                return Some((digits_only(tail), rest.trim().to_owned()));
            }
        }
    }
    None
}

/// `Náměstí Míru 12/3` → (Náměstí Míru, 12, 3); `Jankovcova č.ev. 6` → (Jankovcova, 6);
/// a part without numbers is all name.
fn split_street_and_numbers(part: &str) -> (Option<String>, Option<String>, Option<String>) {
    let mut words: Vec<&str> = part.split_whitespace().collect();
    let is_numbers = |word: &str| {
        let (house, orientation) = word.split_once('/').unwrap_or((word, ""));
        let house_ok = house.chars().all(|c| c.is_ascii_digit());
        let orientation_ok = orientation.is_empty()
            || (orientation.starts_with(|c: char| c.is_ascii_digit())
                && orientation.chars().all(|c| c.is_ascii_alphanumeric()));
        !word.is_empty() && word != "/" && house_ok && orientation_ok && word.len() <= 12
    };
    let Some(numbers) = words.last().copied().filter(|word| is_numbers(word)) else {
        let name = words.join(" ");
        return ((!name.is_empty()).then_some(name), None, None);
    };
    words.pop();
    // "č.p. 12", "č. p. 12", "čp 12", "č.ev. 6"
    for prefix_words in [2, 1] {
        if words.len() >= prefix_words {
            let prefix = header_key(&words[words.len() - prefix_words..].concat());
            if matches!(
                prefix.as_str(),
                "cp" | "cev" | "cislopopisne" | "cisloevidencni"
            ) {
                words.truncate(words.len() - prefix_words);
                break;
            }
        }
    }
    let (house, orientation) = split_house_numbers(numbers);
    let name = words.join(" ");
    ((!name.is_empty()).then_some(name), house, orientation)
}

/// `460 01` → `46001`; anything else trimmed as it is.
fn normalise_postcode(text: &str) -> String {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 5 && digits.chars().all(|c| c.is_ascii_digit()) {
        digits
    } else {
        text.trim().to_owned()
    }
}

/// Writes records of a writer that cannot fail (it writes into memory).
fn write_records<'a>(records: impl IntoIterator<Item = Vec<&'a str>>) -> Vec<u8> {
    let mut writer = ExcelCsvWriter::new();
    for record in records {
        writer
            .write_record(record)
            .expect("writing CSV into memory cannot fail");
    }
    writer
        .take_bytes()
        .expect("writing CSV into memory cannot fail")
}

/// The import template as CSV for Excel: UTF-8 with a BOM, `;`, CRLF, the header and one
/// example row of an invented member.
pub fn template_csv() -> Vec<u8> {
    write_records([TEMPLATE_HEADER.to_vec(), TEMPLATE_EXAMPLE.to_vec()])
}

/// What the template's guide says of each column: required or not, and what to write.
const TEMPLATE_GUIDE: [(&str, &str, &str); 19] = [
    (
        "Titul před",
        "ne",
        "Akademický titul před jménem, např. Ing. nebo Mgr.",
    ),
    ("Jméno", "ano", "Křestní jméno."),
    ("Další jména", "ne", "Druhé a další křestní jméno."),
    ("Příjmení", "ano", "Příjmení."),
    ("Titul za", "ne", "Titul za jménem, např. Ph.D."),
    (
        "Pohlaví",
        "ne",
        "M (muž) nebo Ž (žena); lze psát i muž/žena.",
    ),
    (
        "Datum narození",
        "ano, není-li rodné číslo",
        "Den, měsíc a rok: 1.2.2010, 1. 2. 2010 nebo 2010-02-01.",
    ),
    (
        "Rodné číslo",
        "ano, není-li datum narození",
        "Deset číslic (u narozených před rokem 1954 devět), s lomítkem nebo bez: 100201/1230.",
    ),
    (
        "Státní občanství",
        "ne",
        "Kód země (CZ, SK, případně CZE) nebo název (Česká republika, Slovensko).",
    ),
    (
        "Obec",
        "ne",
        "Obec trvalého bydliště, např. Liberec nebo Praha.",
    ),
    (
        "Část obce",
        "ne",
        "Část obce, např. Staré Město nebo Holešovice.",
    ),
    ("Ulice", "ne", "Ulice; v obci bez ulic nechte prázdné."),
    (
        "Číslo popisné",
        "ne",
        "Číslo popisné nebo evidenční; lze zapsat i s orientačním jako 12/3.",
    ),
    (
        "Číslo orientační",
        "ne",
        "Číslo orientační, i s písmenem: 3a.",
    ),
    (
        "PSČ",
        "ne",
        "Pět číslic, mezera je dovolena: 46001 nebo 460 01.",
    ),
    ("Stát", "ne", "Stát bydliště: kód (CZ) nebo název."),
    ("E-mail", "ne", "E-mailová adresa."),
    (
        "Telefon",
        "ne",
        "Telefonní číslo, i s předvolbou (+420 777 123 456).",
    ),
    ("FIS kód", "ne", "Kód závodníka v FIS, má-li ho."),
];

/// Notes under the guide's table.
const TEMPLATE_NOTES: [&str; 4] = [
    "Sloupce se poznají podle názvu v prvním řádku; na jejich pořadí nezáleží a sloupce, \
     které Stopa nezná, se přeskočí.",
    "Buňky listu jsou formátovány jako text, aby rodná čísla a PSČ neztratila úvodní nuly.",
    "Místo sloupců adresy lze vyplnit jediný sloupec Adresa: Sokolská 12/3, 460 01 Liberec.",
    "Ukázkový řádek (Jan Novák) před nahráním smažte.",
];

/// The import template as XLSX: the header bold and frozen, every column formatted as text
/// (birth numbers and postcodes keep their leading zeros), one example row, and a second sheet
/// "Návod" describing each column.
pub fn template_xlsx() -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let text = Format::new().set_num_format_index(49);
    let bold = Format::new()
        .set_bold()
        .set_num_format_index(49)
        .set_background_color("#DDEBF7");

    let sheet = workbook.add_worksheet();
    sheet.set_name("Členové")?;
    for (index, (name, example)) in TEMPLATE_HEADER.iter().zip(TEMPLATE_EXAMPLE).enumerate() {
        let column = index as u16;
        let width = name.chars().count().max(example.chars().count()).max(8) + 3;
        sheet.set_column_width(column, f64::from(u16::try_from(width).unwrap_or(40)))?;
        sheet.set_column_format(column, &text)?;
        sheet.write_string_with_format(0, column, *name, &bold)?;
        sheet.write_string_with_format(1, column, example, &text)?;
    }
    sheet.set_freeze_panes(1, 0)?;

    let guide = workbook.add_worksheet();
    guide.set_name("Návod")?;
    let wrapped = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    for (column, (name, width)) in [("Sloupec", 20.0), ("Povinný", 26.0), ("Co zapsat", 90.0)]
        .into_iter()
        .enumerate()
    {
        guide.set_column_width(column as u16, width)?;
        guide.write_string_with_format(0, column as u16, name, &bold)?;
    }
    let mut row = 1;
    for (name, required, description) in TEMPLATE_GUIDE {
        guide.write_string_with_format(row, 0, name, &wrapped)?;
        guide.write_string_with_format(row, 1, required, &wrapped)?;
        guide.write_string_with_format(row, 2, description, &wrapped)?;
        row += 1;
    }
    row += 1;
    for note in TEMPLATE_NOTES {
        guide.write_string(row, 0, note)?;
        row += 1;
    }
    guide.set_freeze_panes(1, 0)?;
    workbook.save_to_buffer()
}

/// The rows an import skipped, to fix in Excel and upload again: the original header with a
/// last column "Důvod", and each row's original cells with its reason. UTF-8 with a BOM,
/// `;`, CRLF, formula cells protected ([`crate::csv_excel::escape_formula`]). A header that
/// already ends with "Důvod" (a file uploaded again) gets no second one.
pub fn skipped_rows_csv(header: &[String], rows: &[(Vec<String>, String)]) -> Vec<u8> {
    let width = if header
        .last()
        .is_some_and(|last| header_key(last) == SKIPPED_REASON_KEY)
    {
        header.len() - 1
    } else {
        header.len()
    };
    let head = header[..width]
        .iter()
        .map(String::as_str)
        .chain([SKIPPED_REASON_HEADER])
        .collect();
    let body = rows.iter().map(|(cells, reason)| {
        (0..width)
            .map(|index| cells.get(index).map_or("", String::as_str))
            .chain([reason.as_str()])
            .collect()
    });
    write_records(std::iter::once(head).chain(body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{FileKind, ReadOptions, read_table};

    fn strings(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| (*name).to_owned()).collect()
    }

    fn mapped(mapping: &HeaderMapping) -> Vec<Option<MemberColumn>> {
        mapping.columns.iter().map(|column| column.column).collect()
    }

    #[test]
    fn headers_map_whatever_their_case_diacritics_and_punctuation() {
        use MemberColumn as C;
        let cases = [
            ("Jméno", Some(C::FirstName)),
            ("KŘESTNÍ JMÉNO", Some(C::FirstName)),
            ("first_name", Some(C::FirstName)),
            ("[JMENO]", Some(C::FirstName)),
            ("Příjmení", Some(C::LastName)),
            ("Last Name", Some(C::LastName)),
            ("DALSI_JMENA", Some(C::MiddleNames)),
            ("Titul před", Some(C::TitleBefore)),
            ("TITUL_ZA", Some(C::TitleAfter)),
            ("pohlaví", Some(C::Sex)),
            ("Datum narození", Some(C::BirthDate)),
            ("Narozen", Some(C::BirthDate)),
            ("Rok narození", Some(C::BirthYear)),
            ("Rodné číslo", Some(C::BirthNumber)),
            ("RČ", Some(C::BirthNumber)),
            ("Státní občanství", Some(C::Citizenship)),
            ("Národnost", Some(C::Citizenship)),
            ("NAZEV_OBCE", Some(C::Municipality)),
            ("Město", Some(C::Municipality)),
            ("Část obce", Some(C::MunicipalityPart)),
            ("Ulice", Some(C::Street)),
            ("č.p.", Some(C::HouseNumber)),
            ("CISLO_POPISNE", Some(C::HouseNumber)),
            ("č. o.", Some(C::OrientationNumber)),
            ("PSČ", Some(C::Postcode)),
            ("Země", Some(C::Country)),
            ("Bydliště", Some(C::Address)),
            ("e-mail", Some(C::Email)),
            ("Mobil", Some(C::Phone)),
            ("FIS kód", Some(C::FisCode)),
            ("FIS code", Some(C::FisCode)),
            ("SPORTOVEC", None),
            ("Registrační číslo", None),
            ("Poznámka", None),
        ];
        for (header, expected) in cases {
            let mapping = map_header(&strings(&[header]));
            assert_eq!(mapping.columns[0].column, expected, "{header}");
        }
    }

    #[test]
    fn known_ignored_columns_are_told_apart_from_unknown_ones() {
        let mapping = map_header(&strings(&["Klub", "[EXT_ID]", "Důvod", "Poznámka", ""]));
        let recognised: Vec<bool> = mapping.columns.iter().map(|c| c.recognised).collect();
        assert_eq!(recognised, [true, true, true, false, false]);
        assert!(mapped(&mapping).iter().all(Option::is_none));
    }

    #[test]
    fn the_first_column_of_a_kind_wins() {
        let mapping = map_header(&strings(&[
            "Jméno",
            "Příjmení",
            "Křestní jméno",
            "RČ",
            "Rodné číslo",
        ]));
        assert_eq!(
            mapped(&mapping),
            [
                Some(MemberColumn::FirstName),
                Some(MemberColumn::LastName),
                None,
                Some(MemberColumn::BirthNumber),
                None
            ]
        );
        assert_eq!(mapping.index_of(MemberColumn::BirthNumber), Some(3));
        assert!(mapping.missing.is_empty());
        assert_eq!(mapping.missing_message(), None);
    }

    #[test]
    fn template_header_maps_every_column_and_is_the_template_layout() {
        let mapping = map_header(&strings(&TEMPLATE_HEADER));
        assert_eq!(mapping.layout, Layout::Template);
        assert!(mapping.missing.is_empty());
        for (column, name) in mapping.columns.iter().zip(TEMPLATE_HEADER) {
            let column = column
                .column
                .unwrap_or_else(|| panic!("{name} is not mapped"));
            assert_eq!(column.label(), name);
        }
    }

    #[test]
    fn nsa_versions_are_recognised_with_or_without_brackets() {
        let versions = [
            (PersonVersion::V1, Layout::NsaV1),
            (PersonVersion::V2, Layout::NsaV2),
            (PersonVersion::V2b, Layout::NsaV2b),
            (PersonVersion::V3, Layout::NsaV3),
        ];
        for (version, layout) in versions {
            let mapping = map_header(&version.header());
            assert_eq!(mapping.layout, layout);
            assert!(mapping.missing.is_empty(), "{layout:?}");
            assert_eq!(mapping.index_of(MemberColumn::FirstName), Some(0));
            assert!(
                mapping.columns.iter().all(|column| column.recognised),
                "{layout:?}"
            );
        }
        let v3 = map_header(&PersonVersion::V3.header());
        assert_eq!(v3.columns[7].column, Some(MemberColumn::Sex));
        assert_eq!(v3.columns[14].column, None, "SPORTOVEC");
    }

    #[test]
    fn stopa_export_is_recognised_with_or_without_personal_columns() {
        let full = map_header(&strings(&STOPA_EXPORT_HEADER));
        assert_eq!(full.layout, Layout::StopaExport);
        assert!(full.missing.is_empty());
        assert_eq!(full.index_of(MemberColumn::BirthYear), Some(4));

        let without: Vec<&str> = STOPA_EXPORT_HEADER
            .into_iter()
            .filter(|name| !STOPA_EXPORT_PERSONAL.contains(name))
            .collect();
        let reduced = map_header(&strings(&without));
        assert_eq!(reduced.layout, Layout::StopaExport);
        assert_eq!(
            reduced.missing,
            [MemberColumn::BirthNumber, MemberColumn::BirthDate]
        );
        assert_eq!(
            reduced.missing_message().as_deref(),
            Some("Chybí sloupec: Rodné číslo nebo Datum narození.")
        );
    }

    #[test]
    fn other_headers_map_what_they_can_and_report_what_is_missing() {
        let mapping = map_header(&strings(&["Příjmení", "Telefon", "Oddíl"]));
        assert_eq!(mapping.layout, Layout::Other);
        assert_eq!(
            mapping.missing,
            [
                MemberColumn::FirstName,
                MemberColumn::BirthNumber,
                MemberColumn::BirthDate
            ]
        );
        assert_eq!(
            mapping.missing_message().as_deref(),
            Some("Chybí sloupce: Jméno, Rodné číslo nebo Datum narození.")
        );
        let reordered = map_header(&strings(&[
            "Jméno",
            "Titul před",
            "Příjmení",
            "Datum narození",
        ]));
        assert_eq!(reordered.layout, Layout::Other);
        assert!(reordered.missing.is_empty());
    }

    #[test]
    fn a_reason_column_added_by_the_skipped_rows_file_changes_nothing() {
        let mut header = strings(&TEMPLATE_HEADER);
        header.push("Důvod".to_owned());
        let mapping = map_header(&header);
        assert_eq!(mapping.layout, Layout::Template);
        assert_eq!(mapping.columns[19].column, None);
        assert!(mapping.columns[19].recognised);
    }

    #[test]
    fn imported_member_takes_trimmed_non_empty_mapped_cells() {
        let mapping = map_header(&strings(&[
            "Jméno",
            "Příjmení",
            "Klub",
            "Telefon",
            "E-mail",
            "RČ",
        ]));
        let row = TableRow {
            line: 7,
            cells: strings(&[
                " Jan ",
                "Novák",
                "SK Ještěd",
                "'+420 777 123 456",
                "",
                "'9001011234",
            ]),
        };
        let member = imported_member(&row, &mapping);
        assert_eq!(member.line, 7);
        assert_eq!(member.get(MemberColumn::FirstName), Some("Jan"));
        assert_eq!(member.get(MemberColumn::Phone), Some("+420 777 123 456"));
        assert_eq!(member.get(MemberColumn::Email), None);
        assert_eq!(member.get(MemberColumn::BirthNumber), Some("'9001011234"));
        assert_eq!(member.values.len(), 4);
    }

    #[test]
    fn a_member_address_comes_from_its_columns_or_from_the_one_line_address() {
        let mapping = map_header(&strings(&[
            "Ulice",
            "Číslo popisné",
            "PSČ",
            "Obec",
            "Adresa",
        ]));
        let member = |cells: &[&str]| {
            imported_member(
                &TableRow {
                    line: 2,
                    cells: strings(cells),
                },
                &mapping,
            )
        };
        let own = member(&[
            "Sokolská",
            "12/3a",
            "460 01",
            "Liberec",
            "ignored 1, 11111 X",
        ])
        .address();
        assert_eq!(
            own,
            AddressParts {
                street: Some("Sokolská".into()),
                house_number: Some("12".into()),
                orientation_number: Some("3a".into()),
                municipality_part: None,
                postcode: Some("46001".into()),
                municipality: Some("Liberec".into()),
            }
        );
        let line = member(&["", "", "", "", "Náměstí Míru 12/3, 46001 Liberec"]).address();
        assert_eq!(line.street.as_deref(), Some("Náměstí Míru"));
        assert_eq!(line.municipality.as_deref(), Some("Liberec"));
        assert_eq!(
            member(&["", "", "", "", ""]).address(),
            AddressParts::default()
        );
    }

    #[test]
    fn dates_are_read_in_the_forms_people_and_programs_write() {
        let date = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        let cases = [
            ("1.2.2010", date(2010, 2, 1)),
            ("01.02.2010", date(2010, 2, 1)),
            ("1. 2. 2010", date(2010, 2, 1)),
            (" 29. 2. 2024 ", date(2024, 2, 29)),
            ("2010-02-01", date(2010, 2, 1)),
            ("2010-02-01 00:00:00", date(2010, 2, 1)),
            ("2010-02-01T00:00:00", date(2010, 2, 1)),
            ("2010-02-01T00:00:00.000", date(2010, 2, 1)),
            ("1.2.2010 0:00", date(2010, 2, 1)),
            ("30.2.2010", None),
            ("29.2.2023", None),
            ("1.13.2010", None),
            ("1.2.10", None),
            ("2010-2-1", date(2010, 2, 1)),
            ("2010/02/01", None),
            ("1.2.2010 later", None),
            ("", None),
            ("2010", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_date(text), expected, "{text:?}");
        }
    }

    #[test]
    fn sex_is_read_from_letters_and_words() {
        let cases = [
            ("M", Some(Sex::Male)),
            ("m", Some(Sex::Male)),
            ("muž", Some(Sex::Male)),
            ("MALE", Some(Sex::Male)),
            ("Ž", Some(Sex::Female)),
            ("z", Some(Sex::Female)),
            ("F", Some(Sex::Female)),
            ("W", Some(Sex::Female)),
            ("Žena", Some(Sex::Female)),
            ("female", Some(Sex::Female)),
            ("x", None),
            ("", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_sex(text), expected, "{text:?}");
        }
    }

    #[test]
    fn countries_are_read_from_codes_and_czech_names() {
        let cases = [
            ("CZ", Some("CZ")),
            ("cz", Some("CZ")),
            (" sk ", Some("SK")),
            ("CZE", Some("CZE").map(|_| "CZ")),
            ("svk", Some("SK")),
            ("USA", Some("US")),
            ("XKX", Some("XK")),
            ("Česká republika", Some("CZ")),
            ("ČR", Some("CZ")),
            ("Česko", Some("CZ")),
            ("Slovensko", Some("SK")),
            ("Slovenská republika", Some("SK")),
            ("Polsko", Some("PL")),
            ("Německo", Some("DE")),
            ("Rakousko", Some("AT")),
            ("CR", None),
            ("SR", None),
            ("XX", None),
            ("ZZZ", None),
            ("Atlantida", None),
            ("", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_country(text).as_deref(), expected, "{text:?}");
        }
    }

    #[test]
    fn house_numbers_written_together_are_split() {
        let some = |text: &str| Some(text.to_owned());
        let cases = [
            ("12/3", (some("12"), some("3"))),
            ("12/3a", (some("12"), some("3a"))),
            ("12", (some("12"), None)),
            ("/3", (None, some("3"))),
            (" 12 / 3 ", (some("12"), some("3"))),
            ("", (None, None)),
        ];
        for (text, expected) in cases {
            assert_eq!(split_house_numbers(text), expected, "{text:?}");
        }
    }

    #[test]
    fn one_line_addresses_are_split_best_effort() {
        let parts = |street: Option<&str>,
                     house: Option<&str>,
                     orientation: Option<&str>,
                     part: Option<&str>,
                     postcode: Option<&str>,
                     municipality: Option<&str>| AddressParts {
            street: street.map(Into::into),
            house_number: house.map(Into::into),
            orientation_number: orientation.map(Into::into),
            municipality_part: part.map(Into::into),
            postcode: postcode.map(Into::into),
            municipality: municipality.map(Into::into),
        };
        let cases = [
            (
                "Náměstí Míru 12/3, 46001 Liberec",
                parts(
                    Some("Náměstí Míru"),
                    Some("12"),
                    Some("3"),
                    None,
                    Some("46001"),
                    Some("Liberec"),
                ),
            ),
            (
                "Sokolská 12, Liberec, 460 01",
                parts(
                    Some("Sokolská"),
                    Some("12"),
                    None,
                    None,
                    Some("46001"),
                    Some("Liberec"),
                ),
            ),
            (
                "U elektrárny 9/10, Holešovice, 170 00 Praha 7",
                parts(
                    Some("U elektrárny"),
                    Some("9"),
                    Some("10"),
                    Some("Holešovice"),
                    Some("17000"),
                    Some("Praha 7"),
                ),
            ),
            (
                "Bedřichov 40",
                parts(None, Some("40"), None, None, None, Some("Bedřichov")),
            ),
            (
                "Bedřichov 40, 46812 Bedřichov",
                parts(
                    None,
                    Some("40"),
                    None,
                    None,
                    Some("46812"),
                    Some("Bedřichov"),
                ),
            ),
            (
                "Jankovcova č.ev. 6, 17000 Praha 7",
                parts(
                    Some("Jankovcova"),
                    Some("6"),
                    None,
                    None,
                    Some("17000"),
                    Some("Praha 7"),
                ),
            ),
            (
                "Dlouhá č. p. 5, Liberec 46001",
                parts(
                    Some("Dlouhá"),
                    Some("5"),
                    None,
                    None,
                    Some("46001"),
                    Some("Liberec"),
                ),
            ),
            (
                "Sokolská 12, Liberec",
                parts(
                    Some("Sokolská"),
                    Some("12"),
                    None,
                    None,
                    None,
                    Some("Liberec"),
                ),
            ),
            (
                "Liberec",
                parts(None, None, None, None, None, Some("Liberec")),
            ),
            (
                "46001 Liberec",
                parts(None, None, None, None, Some("46001"), Some("Liberec")),
            ),
            (
                "Na Výsluní, 46001 Liberec",
                parts(
                    Some("Na Výsluní"),
                    None,
                    None,
                    None,
                    Some("46001"),
                    Some("Liberec"),
                ),
            ),
            (
                "Třída 1. máje 123456, Liberec",
                parts(
                    Some("Třída 1. máje"),
                    Some("123456"),
                    None,
                    None,
                    None,
                    Some("Liberec"),
                ),
            ),
            ("", AddressParts::default()),
            (" , ", AddressParts::default()),
        ];
        for (text, expected) in cases {
            assert_eq!(split_address_line(text), expected, "{text:?}");
        }
    }

    #[test]
    fn column_labels_and_codes_are_distinct() {
        let mut labels: Vec<&str> = MemberColumn::ALL.iter().map(|c| c.label()).collect();
        let mut codes: Vec<&str> = MemberColumn::ALL.iter().map(|c| c.code()).collect();
        labels.sort_unstable();
        labels.dedup();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!((labels.len(), codes.len()), (21, 21));
        assert_eq!(MemberColumn::FirstName.code(), "FIRST_NAME");
        assert_eq!(MemberColumn::HouseNumber.label(), "Číslo popisné");
        for column in MemberColumn::ALL {
            let mapping = map_header(&[column.label().to_owned()]);
            assert_eq!(
                mapping.columns[0].column,
                Some(column),
                "{}",
                column.label()
            );
        }
    }

    #[test]
    fn template_csv_is_excel_csv_that_imports_as_the_template() {
        let bytes = template_csv();
        assert!(bytes.starts_with(b"\xEF\xBB\xBFTitul p\xC5\x99ed;Jm\xC3\xA9no;"));
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert_eq!(text.matches("\r\n").count(), 2);
        assert!(text.contains(";Jan;;Novák;;M;1.2.2010;1002011230;CZ;"));

        let table = read_table("sablona.csv", &bytes, &ReadOptions::default()).unwrap();
        let mapping = map_header(&table.header);
        assert_eq!(mapping.layout, Layout::Template);
        let member = imported_member(&table.rows[0], &mapping);
        assert_eq!(member.get(MemberColumn::LastName), Some("Novák"));
        assert_eq!(
            parse_date(member.get(MemberColumn::BirthDate).unwrap()),
            NaiveDate::from_ymd_opt(2010, 2, 1)
        );
    }

    #[test]
    fn template_xlsx_has_text_columns_an_example_and_a_guide() {
        use calamine::Reader as _;
        let bytes = template_xlsx().unwrap();
        let table = read_table("sablona.xlsx", &bytes, &ReadOptions::default()).unwrap();
        assert_eq!(table.kind, FileKind::Xlsx);
        assert_eq!(table.header, TEMPLATE_HEADER);
        assert_eq!(table.rows.len(), 1);
        assert_eq!(table.rows[0].cells, TEMPLATE_EXAMPLE);
        assert_eq!(map_header(&table.header).layout, Layout::Template);

        let mut workbook = calamine::Xlsx::new(std::io::Cursor::new(&bytes)).unwrap();
        assert_eq!(workbook.sheet_names(), ["Členové", "Návod"]);
        let guide = workbook.worksheet_range("Návod").unwrap();
        assert_eq!(
            guide.get_value((1, 0)),
            Some(&calamine::Data::String("Titul před".into()))
        );
        assert_eq!(
            guide.get_value((8, 1)),
            Some(&calamine::Data::String(
                "ano, není-li datum narození".into()
            ))
        );
        let sheet =
            String::from_utf8_lossy(&zip_entry(&bytes, "xl/worksheets/sheet1.xml")).into_owned();
        assert!(
            sheet.contains(r#"<pane ySplit="1" topLeftCell="A2""#),
            "frozen first row"
        );
        let styles = String::from_utf8_lossy(&zip_entry(&bytes, "xl/styles.xml")).into_owned();
        assert!(
            styles.contains(r#"<xf numFmtId="49""#),
            "text format @: {styles}"
        );
    }

    fn zip_entry(zip: &[u8], name: &str) -> Vec<u8> {
        use std::io::Read as _;
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
        let mut bytes = Vec::new();
        archive
            .by_name(name)
            .unwrap()
            .read_to_end(&mut bytes)
            .unwrap();
        bytes
    }

    #[test]
    fn skipped_rows_file_adds_the_reason_and_imports_again() {
        let header = strings(&["Jméno", "Příjmení", "Telefon", "Datum narození"]);
        let rows = vec![
            (
                strings(&["Jan", "Novák", "+420 777 123 456", "30.2.2010"]),
                "neplatné datum narození".to_owned(),
            ),
            (
                strings(&["=HYPERLINK(\"x\")", "Nová"]),
                "chybí datum narození".to_owned(),
            ),
        ];
        let bytes = skipped_rows_csv(&header, &rows);
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert_eq!(
            text,
            "\u{feff}Jméno;Příjmení;Telefon;Datum narození;Důvod\r\n\
             Jan;Novák;'+420 777 123 456;30.2.2010;neplatné datum narození\r\n\
             \"'=HYPERLINK(\"\"x\"\")\";Nová;;;chybí datum narození\r\n"
        );

        let table = read_table("preskocene.csv", &bytes, &ReadOptions::default()).unwrap();
        let mapping = map_header(&table.header);
        assert_eq!(mapping.columns[4].column, None);
        assert!(mapping.missing.is_empty());
        let member = imported_member(&table.rows[0], &mapping);
        assert_eq!(member.get(MemberColumn::Phone), Some("+420 777 123 456"));

        let again = skipped_rows_csv(
            &table.header,
            &[(table.rows[0].cells.clone(), "znovu".to_owned())],
        );
        let again = String::from_utf8(again).unwrap();
        assert!(again.starts_with("\u{feff}Jméno;Příjmení;Telefon;Datum narození;Důvod\r\n"));
        assert!(again.ends_with(";30.2.2010;znovu\r\n"), "{again}");
    }
}
