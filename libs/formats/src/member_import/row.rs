//! One row of an import file as the member it gives: its mapped cells, trimmed, and its
//! address.

use std::collections::BTreeMap;

use super::address::normalise_postcode;
use super::{AddressParts, HeaderMapping, MemberColumn, split_address_line, split_house_numbers};
use crate::table::TableRow;

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
