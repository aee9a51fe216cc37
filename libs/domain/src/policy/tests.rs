//! Unit tests of single rules of the policy (the table of every rule is `table_tests.rs`).

use super::*;
use crate::codebook::Codebook;
use crate::identity::Scope;

fn identity(identity_type: IdentityType, scope: Scope, flags: &[&str]) -> Identity {
    let flags: Vec<String> = flags.iter().map(|flag| (*flag).to_owned()).collect();
    Identity::from_stored(identity_type, 1, scope, &flags)
}

#[test]
fn member_list_is_scoped_per_identity_type() {
    let cases = [
        (
            identity(IdentityType::Public, Scope::None, &[]),
            Err(Denied::Unauthenticated),
        ),
        (
            identity(IdentityType::Admin, Scope::None, &[]),
            Ok(MemberScope::All),
        ),
        (
            identity(IdentityType::Timekeeper, Scope::TimekeepingCompany(4), &[]),
            Ok(MemberScope::All),
        ),
        (
            identity(IdentityType::Area, Scope::Region(7), &[]),
            Ok(MemberScope::Region(7)),
        ),
        (
            identity(IdentityType::Section, Scope::Department(2), &[]),
            Ok(MemberScope::Department(2)),
        ),
        (
            identity(IdentityType::Team, Scope::Club(9), &[]),
            Ok(MemberScope::Club(9)),
        ),
        (
            identity(IdentityType::Person, Scope::Member(3), &[]),
            Err(Denied::Forbidden),
        ),
    ];
    for (identity, expected) in cases {
        let actual = member_list_access(&identity).map(|access| access.scope);
        assert_eq!(actual, expected, "{:?}", identity.identity_type);
    }
}

#[test]
fn personal_info_needs_the_flag_or_admin() {
    let view = "MEMBER_PERSONAL_INFO_VIEW";
    let cases = [
        (
            identity(IdentityType::Admin, Scope::None, &[]),
            AccessLevel::Read,
        ),
        (
            identity(IdentityType::Team, Scope::Club(1), &[view]),
            AccessLevel::Read,
        ),
        (
            identity(IdentityType::Team, Scope::Club(1), &["MEMBER_CREATE_EDIT"]),
            AccessLevel::Hidden,
        ),
        (
            identity(IdentityType::Area, Scope::Region(1), &[view]),
            AccessLevel::Read,
        ),
        (
            identity(IdentityType::Area, Scope::Region(1), &[]),
            AccessLevel::Hidden,
        ),
        (
            identity(IdentityType::Section, Scope::Department(1), &[view]),
            AccessLevel::Read,
        ),
        (
            identity(
                IdentityType::Timekeeper,
                Scope::TimekeepingCompany(1),
                &[view],
            ),
            AccessLevel::Hidden,
        ),
        (
            identity(IdentityType::Public, Scope::None, &[]),
            AccessLevel::Hidden,
        ),
    ];
    for (identity, expected) in cases {
        assert_eq!(
            member_personal_info_access(&identity),
            expected,
            "{identity:?}"
        );
    }
}

#[test]
fn codebooks_are_written_by_admin_and_read_by_everybody_logged_in() {
    let identities = [
        identity(IdentityType::Admin, Scope::None, &[]),
        identity(IdentityType::Person, Scope::Member(1), &[]),
        identity(IdentityType::Team, Scope::Club(1), &["MEMBER_CREATE_EDIT"]),
        identity(
            IdentityType::Area,
            Scope::Region(1),
            &["MEMBER_AND_CLUB_MANAGER"],
        ),
        identity(
            IdentityType::Section,
            Scope::Department(1),
            &["RACE_MANAGER"],
        ),
        identity(IdentityType::Timekeeper, Scope::TimekeepingCompany(1), &[]),
        Identity::public(),
    ];
    for codebook in Codebook::ALL {
        for identity in &identities {
            let expected = match identity.identity_type {
                IdentityType::Admin if codebook == Codebook::Region => AccessLevel::Read,
                IdentityType::Admin => AccessLevel::Write,
                // The data cleanup's nicknames are Admin's alone.
                _ if codebook == Codebook::SuggestionNickname => AccessLevel::Hidden,
                IdentityType::Public
                    if matches!(codebook, Codebook::SubDepartment | Codebook::EvidenceSeason) =>
                {
                    AccessLevel::Hidden
                }
                _ => AccessLevel::Read,
            };
            assert_eq!(
                codebook_access(identity, codebook),
                expected,
                "{codebook:?} {:?}",
                identity.identity_type
            );
        }
    }
    let public = Identity::public();
    assert_eq!(
        check_codebook_write(&public, Codebook::Department),
        Err(Denied::Unauthenticated)
    );
    let section = identity(IdentityType::Section, Scope::Department(1), &[]);
    assert_eq!(
        check_codebook_write(&section, Codebook::RacingSeason),
        Err(Denied::Forbidden)
    );
}

#[test]
fn racing_seasons_export_is_for_section_staff_only() {
    let section = identity(IdentityType::Section, Scope::Department(1), &[]);
    assert_eq!(
        check_export(&section, Export::RacingSeasonsCsv, "section"),
        Ok(())
    );
    let admin = identity(IdentityType::Admin, Scope::None, &[]);
    assert_eq!(
        check_export(&admin, Export::RacingSeasonsCsv, "admin"),
        Err(Denied::Forbidden)
    );
}

#[test]
fn export_prefix_must_match_the_active_identity() {
    let team = identity(IdentityType::Team, Scope::Club(1), &[]);
    assert_eq!(check_export(&team, Export::MembersAllCsv, "team"), Ok(()));
    assert_eq!(
        check_export(&team, Export::MembersAllCsv, "admin"),
        Err(Denied::Forbidden)
    );
    let person = identity(IdentityType::Person, Scope::Member(1), &[]);
    assert_eq!(
        check_export(&person, Export::MembersAllCsv, "person"),
        Err(Denied::Forbidden)
    );
    let public = Identity::public();
    assert_eq!(
        check_export(&public, Export::MembersAllCsv, "admin"),
        Err(Denied::Unauthenticated)
    );
}

#[test]
fn member_answers_are_set_by_the_clubs_editors_scoped_staff_admin_and_the_member_itself() {
    let departments = [2];
    let club = ClubFacts {
        club_id: 9,
        region_id: 7,
        department_ids: &departments,
    };
    let member = MemberFacts {
        member_id: 3,
        club: Some(club),
        archived: false,
    };
    let archived = MemberFacts {
        archived: true,
        ..member
    };
    let without_club = MemberFacts {
        club: None,
        ..member
    };
    let ok = Ok(());
    let forbidden = Err(Denied::Forbidden);
    let cases = [
        (
            identity(IdentityType::Public, Scope::None, &[]),
            &member,
            Err(Denied::Unauthenticated),
        ),
        (identity(IdentityType::Admin, Scope::None, &[]), &member, ok),
        (
            identity(IdentityType::Admin, Scope::None, &[]),
            &without_club,
            ok,
        ),
        (
            identity(IdentityType::Admin, Scope::None, &[]),
            &archived,
            forbidden,
        ),
        (
            identity(IdentityType::Person, Scope::Member(3), &[]),
            &member,
            ok,
        ),
        (
            identity(IdentityType::Person, Scope::Member(3), &[]),
            &without_club,
            ok,
        ),
        (
            identity(IdentityType::Person, Scope::Member(4), &[]),
            &member,
            forbidden,
        ),
        (
            identity(IdentityType::Team, Scope::Club(9), &["MEMBER_CREATE_EDIT"]),
            &member,
            ok,
        ),
        (
            identity(IdentityType::Team, Scope::Club(9), &["MEMBER_TERMINATE"]),
            &member,
            forbidden,
        ),
        (
            identity(IdentityType::Team, Scope::Club(8), &["MEMBER_CREATE_EDIT"]),
            &member,
            forbidden,
        ),
        (
            identity(IdentityType::Team, Scope::Club(9), &["MEMBER_CREATE_EDIT"]),
            &without_club,
            forbidden,
        ),
        (
            identity(
                IdentityType::Area,
                Scope::Region(7),
                &["MEMBER_AND_CLUB_MANAGER"],
            ),
            &member,
            ok,
        ),
        (
            identity(
                IdentityType::Area,
                Scope::Region(6),
                &["MEMBER_AND_CLUB_MANAGER"],
            ),
            &member,
            forbidden,
        ),
        (
            identity(IdentityType::Area, Scope::Region(7), &[]),
            &member,
            forbidden,
        ),
        (
            identity(
                IdentityType::Section,
                Scope::Department(2),
                &["MEMBER_AND_CLUB_MANAGER"],
            ),
            &member,
            ok,
        ),
        (
            identity(
                IdentityType::Section,
                Scope::Department(5),
                &["MEMBER_AND_CLUB_MANAGER"],
            ),
            &member,
            forbidden,
        ),
        (
            identity(IdentityType::Timekeeper, Scope::TimekeepingCompany(1), &[]),
            &member,
            forbidden,
        ),
    ];
    for (identity, member, expected) in cases {
        assert_eq!(
            check_member_answer(&identity, member),
            expected,
            "{:?} {:?}",
            identity.identity_type,
            identity.scope
        );
    }
}

#[test]
fn the_overview_offers_each_identity_its_own_worklists() {
    use OverviewItem as I;
    let items = |identity_type, scope, flags: &[&str]| {
        overview_items(&identity(identity_type, scope, flags))
    };
    assert_eq!(
        items(IdentityType::Public, Scope::None, &[]),
        Vec::<OverviewItem>::new()
    );
    assert_eq!(
        items(IdentityType::Admin, Scope::None, &[]),
        [
            I::EventsAwaitingPublication,
            I::EventSuggestions,
            I::PairingSuggestions,
            I::BirthNumberProblems,
            I::UnresolvedAddresses,
            I::FisProposals,
            I::ClubRequests,
            I::PaymentsToReview,
            I::OpenOrders,
            I::TransfersWaiting,
        ]
    );
    // A section publishes with RACE_MANAGER only; the cleanup worklists are Admin's.
    assert_eq!(
        items(
            IdentityType::Section,
            Scope::Department(2),
            &["RACE_MANAGER"]
        ),
        [I::EventsAwaitingPublication, I::EventSuggestions]
    );
    assert_eq!(
        items(
            IdentityType::Section,
            Scope::Department(2),
            &["TRANSFER_MANAGER"]
        ),
        [I::TransfersWaiting]
    );
    assert_eq!(
        items(IdentityType::Section, Scope::Department(2), &[]),
        Vec::<OverviewItem>::new()
    );
    // A club: its orders and fees with PAYMENTS, its entries with RACE_REGISTRATION.
    assert_eq!(
        items(
            IdentityType::Team,
            Scope::Club(9),
            &["PAYMENTS", "RACE_REGISTRATION"]
        ),
        [I::OpenOrders, I::MembersWithoutFee, I::UpcomingEntries]
    );
    assert_eq!(
        items(
            IdentityType::Team,
            Scope::Club(9),
            &["CREATE_APPROVE_TRANSFER"]
        ),
        [I::TransfersWaiting]
    );
    assert_eq!(
        items(IdentityType::Team, Scope::Club(9), &[]),
        Vec::<OverviewItem>::new()
    );
    // A member and a timekeeper have lists, not worklists.
    assert_eq!(
        items(IdentityType::Person, Scope::Member(3), &[]),
        Vec::<OverviewItem>::new()
    );
    assert_eq!(
        items(IdentityType::Timekeeper, Scope::TimekeepingCompany(4), &[]),
        Vec::<OverviewItem>::new()
    );
}

#[test]
fn the_search_reaches_the_lists_an_identity_opens() {
    let reach = |identity_type, scope| search_reach(&identity(identity_type, scope, &[]));
    assert_eq!(
        reach(IdentityType::Public, Scope::None),
        SearchReach {
            members: false,
            clubs: false,
            events: false
        }
    );
    assert_eq!(
        reach(IdentityType::Person, Scope::Member(3)),
        SearchReach {
            members: false,
            clubs: false,
            events: true
        }
    );
    assert_eq!(
        reach(IdentityType::Team, Scope::Club(9)),
        SearchReach {
            members: true,
            clubs: true,
            events: true
        }
    );
}
