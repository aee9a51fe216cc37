//! GraphQL types every feature uses: the spec's shared enumerations, mirrored from the domain.

use async_graphql::Enum;

/// Sort direction, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SortDirection {
    #[default]
    Asc,
    Desc,
}

impl SortDirection {
    pub fn descending(self) -> bool {
        self == Self::Desc
    }
}
