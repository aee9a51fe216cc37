//! Member enumerations.

/// Sex of a member, spec §3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sex {
    Male,
    Female,
}

impl Sex {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Male => "MALE",
            Self::Female => "FEMALE",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "MALE" => Some(Self::Male),
            "FEMALE" => Some(Self::Female),
            _ => None,
        }
    }

    /// Czech label used in exports.
    pub fn label(self) -> &'static str {
        match self {
            Self::Male => "muž",
            Self::Female => "žena",
        }
    }
}
