//! Which header cell means which member column (by its key: case, diacritics and punctuation
//! do not matter), which known layout a header is, and the mapping of a whole header.

use super::MemberColumn;
use crate::nsa::PersonVersion;
use crate::table::header_key;

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

/// The header of the last column of [`skipped_rows_csv`](super::skipped_rows_csv).
pub const SKIPPED_REASON_HEADER: &str = "Důvod";
pub(super) const SKIPPED_REASON_KEY: &str = "duvod";

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

/// Stopa's members export (`Registrační číslo;Příjmení;…`), the personal columns included.
pub(super) const STOPA_EXPORT_HEADER: [&str; 11] = [
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
pub(super) const STOPA_EXPORT_PERSONAL: [&str; 2] = ["Datum narození", "Rodné číslo"];

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
/// `Důvod` (of [`skipped_rows_csv`](super::skipped_rows_csv)) is ignored and does not change
/// the layout.
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
