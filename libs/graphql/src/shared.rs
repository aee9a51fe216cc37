//! GraphQL types every feature uses: the spec's shared enumerations, mirrored from the domain,
//! a page of a worklist, and the inputs of the update mutations.

use async_graphql::{Enum, InputObject, OutputType, SimpleObject};

use crate::cleanup::{BirthNumberProblem, DuplicatePair, UnresolvedAddress};
use crate::club::ClubInput;
use crate::club_contact::ClubContactInput;
use crate::codebook::{
    DepartmentInput, EvidenceSeasonInput, RacingDisciplineInput, RacingSeasonInput,
    RacingTechniqueInput, RacingTypeInput, SeasonInput, SportCenterInput, SubDepartmentInput,
    SuggestionNicknameInput,
};
use crate::member_record::MemberInput;
use crate::public_club::PublicClub;

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

// A page of a list that is read by page and counted in all (one generic type, one GraphQL
// object per item type; no description in the SDL).
#[derive(SimpleObject, Debug, Clone)]
#[graphql(
    concrete(name = "BirthNumberProblemPage", params(BirthNumberProblem)),
    concrete(name = "DuplicatePairPage", params(DuplicatePair)),
    concrete(name = "PublicClubPage", params(PublicClub)),
    concrete(name = "UnresolvedAddressPage", params(UnresolvedAddress))
)]
pub struct Page<T: OutputType> {
    pub nodes: Vec<T>,
    pub total_count: i64,
}

/// Declares the inputs of the update mutations: the item's id and its values as the create
/// mutation takes them, in one object (`flatten`), as the forms send them.
macro_rules! update_inputs {
    ($($name:ident($item:ty)),+ $(,)?) => {$(
        #[derive(InputObject, Debug, Clone)]
        pub struct $name {
            pub id: i64,
            #[graphql(flatten)]
            pub item: $item,
        }
    )+};
}

update_inputs! {
    UpdateClubInput(ClubInput),
    UpdateClubContactInput(ClubContactInput),
    UpdateDepartmentInput(DepartmentInput),
    UpdateEvidenceSeasonInput(EvidenceSeasonInput),
    UpdateMemberInput(MemberInput),
    UpdateRacingDisciplineInput(RacingDisciplineInput),
    UpdateRacingSeasonInput(RacingSeasonInput),
    UpdateRacingTechniqueInput(RacingTechniqueInput),
    UpdateRacingTypeInput(RacingTypeInput),
    UpdateSeasonInput(SeasonInput),
    UpdateSportCenterInput(SportCenterInput),
    UpdateSubDepartmentInput(SubDepartmentInput),
    UpdateSuggestionNicknameInput(SuggestionNicknameInput),
}
