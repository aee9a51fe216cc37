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

/// Field access level, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "AccessLevel", remote = "stopa_domain::policy::AccessLevel")]
pub enum AccessLevelEnum {
    Write,
    Read,
    Hidden,
}

/// Sex, spec §3.
#[derive(Enum, Clone, Copy, PartialEq, Eq, Debug)]
#[graphql(name = "Sex", remote = "stopa_domain::member::Sex")]
pub enum SexEnum {
    Male,
    Female,
}
