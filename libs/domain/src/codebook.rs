//! Codebooks of `/evidence/ciselniky`: which ones there are and the organisation types of
//! sport centers.

use crate::text_enum::text_enum;

/// The codebooks of the federation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Codebook {
    Department,
    SubDepartment,
    EvidenceSeason,
    Season,
    RacingSeason,
    RacingDiscipline,
    RacingTechnique,
    RacingType,
    Region,
    SportCenter,
    /// SuggestionNickname (spec §3): short forms of first names, for the data cleanup.
    SuggestionNickname,
}

impl Codebook {
    pub const ALL: [Self; 11] = [
        Self::Department,
        Self::SubDepartment,
        Self::EvidenceSeason,
        Self::Season,
        Self::RacingSeason,
        Self::RacingDiscipline,
        Self::RacingTechnique,
        Self::RacingType,
        Self::Region,
        Self::SportCenter,
        Self::SuggestionNickname,
    ];

    /// The table name, used as the entity of audit entries.
    pub fn entity(self) -> &'static str {
        match self {
            Self::Department => "department",
            Self::SubDepartment => "sub_department",
            Self::EvidenceSeason => "evidence_season",
            Self::Season => "season",
            Self::RacingSeason => "racing_season",
            Self::RacingDiscipline => "racing_discipline",
            Self::RacingTechnique => "racing_technique",
            Self::RacingType => "racing_type",
            Self::Region => "region",
            Self::SportCenter => "sport_center",
            Self::SuggestionNickname => "suggestion_nickname",
        }
    }

    /// Whether visitors who are not logged in read it (public calendar, results, clubs and
    /// representation pages show these). Sub-departments and evidence seasons are internal.
    pub fn is_public(self) -> bool {
        !matches!(
            self,
            Self::SubDepartment | Self::EvidenceSeason | Self::SuggestionNickname
        )
    }

    /// Whether only Admin sees it (spec §3's admin-only resources: the data cleanup's
    /// nicknames).
    pub fn is_admin_only(self) -> bool {
        self == Self::SuggestionNickname
    }

    /// Whether anybody may change it. Regions are the state's 14 kraje and never change.
    pub fn is_editable(self) -> bool {
        self != Self::Region
    }
}

text_enum! {
    /// Organisation type of a sport center, spec §3, with its Czech label.
    pub enum OrganisationType as "OrganisationType" {
        Representation => "REPRESENTATION" : "Reprezentace",
        Resort => "RESORT" : "Resort",
        Vscm => "VSCM" : "VSCM",
        Scm => "SCM" : "SCM",
        Sps => "SPS" : "SPS",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn organisation_types_have_the_labels_of_the_spec() {
        let labels: Vec<_> = OrganisationType::ALL
            .iter()
            .map(|kind| (kind.as_str(), kind.label()))
            .collect();
        assert_eq!(
            labels,
            [
                ("REPRESENTATION", "Reprezentace"),
                ("RESORT", "Resort"),
                ("VSCM", "VSCM"),
                ("SCM", "SCM"),
                ("SPS", "SPS")
            ]
        );
        assert_eq!(OrganisationType::parse("SCM"), Some(OrganisationType::Scm));
        assert_eq!(OrganisationType::parse("scm"), None);
    }
}
