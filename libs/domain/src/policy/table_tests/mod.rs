//! The permission policy as a table: every public function of `policy/`, run for every
//! identity type and every flag combination that changes a decision, against outcomes written
//! out by hand.
//!
//! # Reading a table
//!
//! Each block of [`table!`] is one policy function; each line of it one input (the arguments
//! after the identity) and, in a string, the expected outcome for every actor, one column per
//! actor in the order of [`COLUMNS`] (`|` only groups the columns and is skipped):
//!
//! | column | actor |
//! |---|---|
//! | `pub` | nobody logged in (PUBLIC) |
//! | `adm` | Admin |
//! | `per` | Person of member 10 (a member of club 1) |
//! | `tk` | Timekeeper |
//! | `t…` | Team (manager) of club 1 (region 1, department 1) |
//! | `a…` | Area staff of region 1 |
//! | `s…` | Section staff of department 1 |
//!
//! Suffixes of Team, Area and Section: `0` no flag; `.pi` MEMBER_PERSONAL_INFO_VIEW; `.ce`
//! MEMBER_CREATE_EDIT; `.mt` MEMBER_TERMINATE; `.rr` RACE_REGISTRATION; `.rm` RACE_MANAGER; `.pa`
//! PAYMENTS; `.ct` CREATE_APPROVE_TRANSFER; `.tm` TRANSFER_MANAGER; `.mc` MEMBER_AND_CLUB_MANAGER;
//! `.co` COACH_MANAGER; `.td` TECHNICAL_DELEGATE_MANAGER; `.re` REFEREE_MANAGER; `.hc`
//! HEALTH_CHECK_MANAGER; `.ex` every flag of the type that no rule reads (they must change
//! nothing); `*` every flag.
//!
//! Outcomes: `W` `R` `H` access levels; `ok`, `no` (Forbidden), `anon` (Unauthenticated);
//! `y` `n` booleans; scopes `all`, `reg1`, `dep1`, `club1` (with `:R`/`:H` the personal-data
//! access of a list); `W/R` record/personal-data access of a member's record; a number the id
//! returned; reserved club fields as letters `C`ode `R`egion `D`epartments `S`tate (`-` none).
//! The [`pure!`] block holds the functions that take no identity, one expected outcome a row.
//!
//! Inputs (clubs and members) are the constants below: a member or club inside or outside the
//! scope of each actor, archived or not, with or without a club. `OwnPrefix` and
//! `OwnIdentityId` stand for the column's own export URL prefix and identity id. The block
//! `check_member_sort_of_own_list` chains the actor's list access into `check_member_sort`.
//! Cells are split on whitespace: aligning them is only for the reader.
//!
//! # Adding a row
//!
//! - A new input of an existing function: add a line `(args) => "cells";` to its block.
//! - A new policy function: add a block `new_function { (args) => "cells"; }` to the
//!   [`table!`] of `events.rs` (racing, results, scopes) or `register.rs` (the rest)
//!   (or [`pure!`] if it takes no identity) with one line per input that matters. Until then
//!   [`every_policy_function_follows_its_table`] fails naming the function: it compares the
//!   `pub fn` names of the files of `policy/` with the blocks.
//! - A rule reading a new flag: [`every_flag_a_rule_reads_has_its_columns`] fails until the
//!   flag is in [`CLUB_FLAGS_READ`] or [`STAFF_FLAGS_READ`]; that adds a column to each staff
//!   type: name it in [`COLUMNS`] and give every row its cell.
//! - A new identity type: `actors_of` stops compiling until it says which actors the type has;
//!   list the type in `actors()` and its columns in [`COLUMNS`].
//!
//! Write the outcome the federation's rule asks for; never compute it with the policy. A
//! failing cell prints the function, the input, the actor and both outcomes.

use std::collections::BTreeSet;

use super::*;
use crate::codebook::Codebook;
use crate::identity::{ClubPermission, Identity, IdentityType, Scope, StaffPermission};
use crate::member::MemberRoleKind;
use crate::racing_event::SuggestionKind;
use crate::transfer::{TransferAction, TransferKind, TransferState};

/// The columns of every actor table, in order.
const COLUMNS: &str = "pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* \
                       | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* \
                       | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*";

/// The flags of a club manager that some rule reads, with their column suffix.
const CLUB_FLAGS_READ: [(ClubPermission, &str); 7] = [
    (ClubPermission::MemberPersonalInfoView, "pi"),
    (ClubPermission::MemberCreateEdit, "ce"),
    (ClubPermission::MemberTerminate, "mt"),
    (ClubPermission::RaceRegistration, "rr"),
    (ClubPermission::RaceManager, "rm"),
    (ClubPermission::Payments, "pa"),
    (ClubPermission::CreateApproveTransfer, "ct"),
];

/// The flags of area and section staff that some rule reads, with their column suffix.
const STAFF_FLAGS_READ: [(StaffPermission, &str); 9] = [
    (StaffPermission::MemberAndClubManager, "mc"),
    (StaffPermission::MemberPersonalInfoView, "pi"),
    (StaffPermission::RaceManager, "rm"),
    (StaffPermission::Payments, "pa"),
    (StaffPermission::TransferManager, "tm"),
    (StaffPermission::CoachManager, "co"),
    (StaffPermission::TechnicalDelegateManager, "td"),
    (StaffPermission::RefereeManager, "re"),
    (StaffPermission::HealthCheckManager, "hc"),
];

/// Club 1 of region 1, active in department 1: the Team's club, in the Area's region and in
/// the Section's department.
const HOME: ClubFacts<'static> = ClubFacts {
    club_id: 1,
    region_id: 1,
    department_ids: &[1],
};
/// Club 3 in the Area's region 1 but active in department 2 only (outside the Section).
const REGION_CLUB: ClubFacts<'static> = ClubFacts {
    club_id: 3,
    region_id: 1,
    department_ids: &[2],
};
/// Club 4 of region 2, active in departments 2 and 1 (the Section's, not the Area's).
const DEPARTMENT_CLUB: ClubFacts<'static> = ClubFacts {
    club_id: 4,
    region_id: 2,
    department_ids: &[2, 1],
};
/// Club 2 of region 2 in department 2: outside every scoped actor.
const FAR_CLUB: ClubFacts<'static> = ClubFacts {
    club_id: 2,
    region_id: 2,
    department_ids: &[2],
};
/// Club 5 of region 1 active in no department.
const NO_DEPARTMENT_CLUB: ClubFacts<'static> = ClubFacts {
    club_id: 5,
    region_id: 1,
    department_ids: &[],
};

const fn member(
    member_id: i64,
    club: Option<ClubFacts<'static>>,
    archived: bool,
) -> MemberFacts<'static> {
    MemberFacts {
        member_id,
        club,
        archived,
    }
}

/// Member 10 of club 1: the Person's own record.
const M_OWN: MemberFacts<'static> = member(10, Some(HOME), false);
/// Another member of club 1.
const M_HOME: MemberFacts<'static> = member(11, Some(HOME), false);
const M_REGION: MemberFacts<'static> = member(12, Some(REGION_CLUB), false);
const M_DEPARTMENT: MemberFacts<'static> = member(13, Some(DEPARTMENT_CLUB), false);
const M_FAR: MemberFacts<'static> = member(14, Some(FAR_CLUB), false);
const M_NO_CLUB: MemberFacts<'static> = member(15, None, false);
const M_OWN_ARCHIVED: MemberFacts<'static> = member(10, Some(HOME), true);
const M_HOME_ARCHIVED: MemberFacts<'static> = member(11, Some(HOME), true);
const M_NO_CLUB_ARCHIVED: MemberFacts<'static> = member(15, None, true);

/// Racing events: `E_HOME` organised by club 1 (department 1, region 1, timed by company 1),
/// `E_FAR` by club 2 (department 2, region 2), `E_DEPARTMENT` by department 1 in region 2,
/// `E_REGION` in region 1 of department 2; `…_PUB` in the public calendar.
const fn event(
    department_id: i64,
    region_id: i64,
    club: Option<i64>,
    company: Option<i64>,
    published: bool,
) -> EventFacts {
    EventFacts {
        department_id,
        region_id: Some(region_id),
        organiser_club_id: club,
        timekeeping_company_id: company,
        published,
    }
}
const E_HOME: EventFacts = event(1, 1, Some(1), Some(1), false);
const E_HOME_PUB: EventFacts = event(1, 1, Some(1), Some(1), true);
const E_FAR: EventFacts = event(2, 2, Some(2), None, false);
const E_FAR_PUB: EventFacts = event(2, 2, Some(2), None, true);
const E_DEPARTMENT: EventFacts = event(1, 2, None, None, false);
const E_REGION: EventFacts = event(2, 1, None, None, false);

/// Entries: `ENTRY_OWN` of member 10 (the Person) entered by club 1; `ENTRY_OTHER` of member
/// 14 entered by club 2.
const ENTRY_OWN: EntryFacts = EntryFacts {
    club_id: Some(1),
    member_id: Some(10),
};
const ENTRY_OTHER: EntryFacts = EntryFacts {
    club_id: Some(2),
    member_id: Some(14),
};

/// Transfer inquiries (department 1 unless said): `TR_OUT` of member 10 (the Person) from club
/// 1 to club 2; `TR_IN` of member 14 from club 2 to club 1; `TR_FAR` of member 14 from club 2
/// to club 4 in department 2 (outside every scoped actor). Nobody asked them but the
/// `transfer_actions_of_own_request` rows' actor.
const fn inquiry(
    member_id: i64,
    from_club: ClubFacts<'static>,
    to_club: ClubFacts<'static>,
    department_id: i64,
) -> TransferFacts<'static> {
    TransferFacts {
        member_id,
        from_club,
        to_club,
        department_id,
        requested_by_identity_id: None,
    }
}
const TR_OUT: TransferFacts<'static> = inquiry(10, HOME, FAR_CLUB, 1);
const TR_IN: TransferFacts<'static> = inquiry(14, FAR_CLUB, HOME, 1);
const TR_FAR: TransferFacts<'static> = inquiry(14, FAR_CLUB, DEPARTMENT_CLUB, 2);

/// Sport centers: `SC_NATIONAL` of department 1 without a region, `SC_REGIONAL` of region 1 in
/// department 2, `SC_FAR` of region 2 in department 2.
const SC_NATIONAL: SportCenterFacts = SportCenterFacts {
    department_id: 1,
    region_id: None,
};
const SC_REGIONAL: SportCenterFacts = SportCenterFacts {
    department_id: 2,
    region_id: Some(1),
};
const SC_FAR: SportCenterFacts = SportCenterFacts {
    department_id: 2,
    region_id: Some(2),
};

/// The steps the actor may take on an inquiry it asked for itself.
fn transfer_actions_of_own_request(
    actor: &Identity,
    inquiry: &TransferFacts<'_>,
    kind: TransferKind,
    state: TransferState,
) -> Vec<TransferAction> {
    let own = TransferFacts {
        requested_by_identity_id: Some(actor.identity_id),
        ..*inquiry
    };
    transfer_actions(actor, &own, kind, state)
}

/// Flag sets a manager may be given (check_manage_club_managers).
const NO_FLAGS: &[ClubPermission] = &[];
const FLAGS_PI: &[ClubPermission] = &[ClubPermission::MemberPersonalInfoView];
const FLAGS_CE: &[ClubPermission] = &[ClubPermission::MemberCreateEdit];
const FLAGS_MT: &[ClubPermission] = &[ClubPermission::MemberTerminate];
/// The flags no member rule reads (the `t.ex` actor held them before the racing rules read
/// RACE_REGISTRATION and RACE_MANAGER: a manager holding only CREATE_APPROVE_TRANSFER and
/// PAYMENTS may not give all four).
const FLAGS_EX: &[ClubPermission] = &[
    ClubPermission::CreateApproveTransfer,
    ClubPermission::RaceRegistration,
    ClubPermission::RaceManager,
    ClubPermission::Payments,
];
const ALL_FLAGS: &[ClubPermission] = ClubPermission::ALL;

/// The URL prefix of the actor's own identity type (`admin` for Admin, ...).
struct OwnPrefix;
/// The actor's own identity id.
struct OwnIdentityId;

/// An argument of a row: a plain value, or one taken from the actor of the column.
trait Arg<T> {
    fn resolve(self, actor: &Identity) -> T;
}

impl<T> Arg<T> for T {
    fn resolve(self, _: &Identity) -> T {
        self
    }
}

impl Arg<&'static str> for OwnPrefix {
    fn resolve(self, actor: &Identity) -> &'static str {
        actor.identity_type.access_prefix()
    }
}

impl Arg<i64> for OwnIdentityId {
    fn resolve(self, actor: &Identity) -> i64 {
        actor.identity_id
    }
}

fn resolve<T>(actor: &Identity, arg: impl Arg<T>) -> T {
    arg.resolve(actor)
}

/// A list access with every member and the given personal-data access.
fn list(personal_info: AccessLevel) -> MemberListAccess {
    MemberListAccess {
        scope: MemberScope::All,
        personal_info,
    }
}

/// Sorting the actor's own members list by `key`, as the grid does: refused with the list.
fn check_member_sort_of_own_list(actor: &Identity, key: MemberSortKey) -> Result<(), Denied> {
    check_member_sort(&member_list_access(actor)?, key)
}

/// An outcome in the tables' short notation.
trait Show {
    fn show(&self) -> String;
}

impl Show for AccessLevel {
    fn show(&self) -> String {
        match self {
            AccessLevel::Hidden => "H",
            AccessLevel::Read => "R",
            AccessLevel::Write => "W",
        }
        .to_owned()
    }
}

impl Show for EntryChanger {
    fn show(&self) -> String {
        match self {
            EntryChanger::Manager => "m",
            EntryChanger::Owner => "o",
        }
        .to_owned()
    }
}

impl Show for PairingDecisionReach {
    fn show(&self) -> String {
        match self {
            PairingDecisionReach::Federation => "fed",
            PairingDecisionReach::Event => "ev",
        }
        .to_owned()
    }
}

impl Show for bool {
    fn show(&self) -> String {
        if *self { "y" } else { "n" }.to_owned()
    }
}

impl Show for () {
    fn show(&self) -> String {
        "ok".to_owned()
    }
}

impl Show for i64 {
    fn show(&self) -> String {
        self.to_string()
    }
}

/// The regions of club registration requests: `None` is every region.
impl Show for Option<i64> {
    fn show(&self) -> String {
        self.map_or_else(|| "all".to_owned(), |region_id| format!("reg{region_id}"))
    }
}

impl<T: Show> Show for Result<T, Denied> {
    fn show(&self) -> String {
        match self {
            Ok(value) => value.show(),
            Err(Denied::Forbidden) => "no".to_owned(),
            Err(Denied::Unauthenticated) => "anon".to_owned(),
        }
    }
}

impl Show for MemberScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Region(id) => format!("reg{id}"),
            Self::Department(id) => format!("dep{id}"),
            Self::Club(id) => format!("club{id}"),
        }
    }
}

impl Show for TransferScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Region(id) => format!("reg{id}"),
            Self::Department(id) => format!("dep{id}"),
            Self::Club(id) => format!("club{id}"),
            Self::Member(id) => format!("mem{id}"),
        }
    }
}

/// Steps of an inquiry: `rel`ease, `app`rove, `rej`ect, `wd` withdraw joined by `+`; `-` none.
impl Show for Vec<TransferAction> {
    fn show(&self) -> String {
        if self.is_empty() {
            return "-".to_owned();
        }
        self.iter()
            .map(|action| match action {
                TransferAction::Release => "rel",
                TransferAction::Approve => "app",
                TransferAction::Reject => "rej",
                TransferAction::Withdraw => "wd",
                _ => "?",
            })
            .collect::<Vec<_>>()
            .join("+")
    }
}

impl Show for ClubScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Region(id) => format!("reg{id}"),
            Self::Department(id) => format!("dep{id}"),
            Self::Club(id) => format!("club{id}"),
        }
    }
}

impl Show for EventListScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Department(id) => format!("dep{id}"),
            Self::Region(id) => format!("reg{id}"),
            Self::Club(id) => format!("club{id}"),
            Self::TimekeepingCompany(id) => format!("tk{id}"),
            Self::PublishedOnly => "pub".to_owned(),
        }
    }
}

impl Show for Vec<OverviewItem> {
    fn show(&self) -> String {
        if self.is_empty() {
            return "-".to_owned();
        }
        self.iter()
            .map(|item| match item {
                OverviewItem::EventsAwaitingPublication => "pub",
                OverviewItem::EventSuggestions => "sug",
                OverviewItem::PairingSuggestions => "pair",
                OverviewItem::BirthNumberProblems => "bn",
                OverviewItem::UnresolvedAddresses => "addr",
                OverviewItem::FisProposals => "fis",
                OverviewItem::ClubRequests => "req",
                OverviewItem::PaymentsToReview => "rev",
                OverviewItem::OpenOrders => "ord",
                OverviewItem::TransfersWaiting => "tr",
                OverviewItem::MembersWithoutFee => "fee",
                OverviewItem::UpcomingEntries => "ent",
            })
            .collect::<Vec<_>>()
            .join("+")
    }
}

impl Show for Option<EventListScope> {
    fn show(&self) -> String {
        self.as_ref().map_or_else(|| "-".to_owned(), Show::show)
    }
}

impl Show for SearchReach {
    fn show(&self) -> String {
        let letters: String = [(self.members, 'm'), (self.clubs, 'c'), (self.events, 'e')]
            .iter()
            .filter(|(reached, _)| *reached)
            .map(|(_, letter)| *letter)
            .collect();
        if letters.is_empty() {
            "-".to_owned()
        } else {
            letters
        }
    }
}

impl Show for FeedbackScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Own(id) => format!("own{id}"),
        }
    }
}

impl Show for TimekeeperScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Own(id) => format!("own{id}"),
        }
    }
}

impl Show for SportCenterScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Region(id) => format!("reg{id}"),
            Self::Department(id) => format!("dep{id}"),
        }
    }
}

impl Show for RoleListScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Region(id) => format!("reg{id}"),
        }
    }
}

/// A flag by its name; `-` none.
impl Show for Option<StaffPermission> {
    fn show(&self) -> String {
        self.map_or_else(|| "-".to_owned(), |flag| flag.as_str().to_owned())
    }
}

impl Show for SuggestionScope {
    fn show(&self) -> String {
        match self {
            Self::All => "all".to_owned(),
            Self::Department(id) => format!("dep{id}"),
            Self::Club(id) => format!("club{id}"),
        }
    }
}

impl Show for MemberListAccess {
    fn show(&self) -> String {
        format!("{}:{}", self.scope.show(), self.personal_info.show())
    }
}

impl Show for UserListAccess {
    fn show(&self) -> String {
        format!("{}:{}", self.scope.show(), self.contacts.show())
    }
}

impl Show for MemberRecordAccess {
    fn show(&self) -> String {
        format!("{}/{}", self.record.show(), self.personal_info.show())
    }
}

impl Show for [ClubField] {
    fn show(&self) -> String {
        if self.is_empty() {
            return "-".to_owned();
        }
        self.iter()
            .map(|field| match field {
                ClubField::Code => 'C',
                ClubField::Region => 'R',
                ClubField::Departments => 'D',
                ClubField::State => 'S',
            })
            .collect()
    }
}

/// One column of the actor tables.
struct Actor {
    code: String,
    about: String,
    identity: Identity,
}

/// The actors of one identity type: (column, description, scope, flags).
fn actors_of(identity_type: IdentityType) -> Vec<(String, String, Scope, Vec<&'static str>)> {
    let one = |code: &str, about: &str, scope| {
        vec![(code.to_owned(), about.to_owned(), scope, Vec::new())]
    };
    match identity_type {
        IdentityType::Public => one("pub", "nobody logged in", Scope::None),
        IdentityType::Admin => one("adm", "Admin", Scope::None),
        IdentityType::Person => one("per", "Person of member 10 of club 1", Scope::Member(10)),
        IdentityType::Timekeeper => one("tk", "Timekeeper", Scope::TimekeepingCompany(1)),
        IdentityType::Team => flag_variants(
            "t",
            "Team of club 1",
            Scope::Club(1),
            &ClubPermission::ALL
                .iter()
                .map(|flag| flag.as_str())
                .collect::<Vec<_>>(),
            &CLUB_FLAGS_READ.map(|(flag, code)| (flag.as_str(), code)),
        ),
        IdentityType::Area => flag_variants(
            "a",
            "Area of region 1",
            Scope::Region(1),
            &StaffPermission::ALL
                .iter()
                .map(|flag| flag.as_str())
                .collect::<Vec<_>>(),
            &STAFF_FLAGS_READ.map(|(flag, code)| (flag.as_str(), code)),
        ),
        IdentityType::Section => flag_variants(
            "s",
            "Section of department 1",
            Scope::Department(1),
            &StaffPermission::ALL
                .iter()
                .map(|flag| flag.as_str())
                .collect::<Vec<_>>(),
            &STAFF_FLAGS_READ.map(|(flag, code)| (flag.as_str(), code)),
        ),
    }
}

/// A staff type's actors: without flags, with each flag a rule reads alone, with every flag
/// no rule reads, with every flag.
fn flag_variants(
    prefix: &str,
    about: &str,
    scope: Scope,
    all: &[&'static str],
    read: &[(&'static str, &'static str)],
) -> Vec<(String, String, Scope, Vec<&'static str>)> {
    let mut variants = vec![(
        format!("{prefix}0"),
        format!("{about} without flags"),
        scope,
        Vec::new(),
    )];
    for (flag, code) in read {
        variants.push((
            format!("{prefix}.{code}"),
            format!("{about} with {flag}"),
            scope,
            vec![*flag],
        ));
    }
    let unread: Vec<&'static str> = all
        .iter()
        .copied()
        .filter(|flag| read.iter().all(|(read, _)| read != flag))
        .collect();
    variants.push((
        format!("{prefix}.ex"),
        format!("{about} with {}", unread.join(", ")),
        scope,
        unread,
    ));
    variants.push((
        format!("{prefix}*"),
        format!("{about} with every flag"),
        scope,
        all.to_vec(),
    ));
    variants
}

/// Every actor, each with its own identity id (Public keeps 0).
fn actors() -> Vec<Actor> {
    [
        IdentityType::Public,
        IdentityType::Admin,
        IdentityType::Person,
        IdentityType::Timekeeper,
        IdentityType::Team,
        IdentityType::Area,
        IdentityType::Section,
    ]
    .into_iter()
    .flat_map(|identity_type| {
        actors_of(identity_type)
            .into_iter()
            .map(move |actor| (identity_type, actor))
    })
    .zip(100..)
    .map(|((identity_type, (code, about, scope, flags)), id)| {
        let flags: Vec<String> = flags.into_iter().map(str::to_owned).collect();
        let identity = if identity_type == IdentityType::Public {
            Identity::public()
        } else {
            Identity::from_stored(identity_type, id, scope, &flags)
        };
        Actor {
            code,
            about,
            identity,
        }
    })
    .collect()
}

/// The tables' runner: collects every failing cell instead of stopping at the first.
struct Tables {
    actors: Vec<Actor>,
    covered: BTreeSet<&'static str>,
    rows: usize,
    cases: usize,
    failures: Vec<String>,
}

impl Tables {
    fn row(
        &mut self,
        function: &'static str,
        input: &str,
        run: &dyn Fn(&Identity) -> String,
        cells: &str,
    ) {
        self.covered.insert(function);
        self.rows += 1;
        let expected: Vec<&str> = cells
            .split_whitespace()
            .filter(|cell| *cell != "|")
            .collect();
        if expected.len() != self.actors.len() {
            self.failures.push(format!(
                "{function}({input}): {} cells for {} actors ({COLUMNS})",
                expected.len(),
                self.actors.len()
            ));
            return;
        }
        for (actor, expected) in self.actors.iter().zip(expected) {
            self.cases += 1;
            let actual = run(&actor.identity);
            if actual != expected {
                self.failures.push(format!(
                    "{function}({input}) as {} ({}): expected {expected}, got {actual}",
                    actor.code, actor.about
                ));
            }
        }
    }

    fn pure(&mut self, function: &'static str, input: &str, actual: &str, expected: &str) {
        self.covered.insert(function);
        self.rows += 1;
        self.cases += 1;
        if actual != expected {
            self.failures.push(format!(
                "{function}: {input}: expected {expected}, got {actual}"
            ));
        }
    }
}

/// `function { (args after the identity) => "one outcome per actor"; ... }`
macro_rules! table {
    ($tables:ident; $($function:ident { $(($($arg:expr),*) => $cells:literal;)* })*) => {
        $($(
            $tables.row(
                stringify!($function),
                stringify!($($arg),*),
                &|actor: &Identity| $function(actor, $(resolve(actor, $arg)),*).show(),
                $cells,
            );
        )*)*
    };
}

/// `function { call => "outcome"; ... }` for the functions that take no identity.
macro_rules! pure {
    ($tables:ident; $($function:ident { $($call:expr => $expected:literal;)* })*) => {
        $($(
            $tables.pure(stringify!($function), stringify!($call), &$call.show(), $expected);
        )*)*
    };
}

mod events;
mod register;

/// Every file of the policy, one after another (a test checks that none is missing).
const SOURCE: &str = concat!(
    include_str!("../mod.rs"),
    include_str!("../club.rs"),
    include_str!("../codebook.rs"),
    include_str!("../content.rs"),
    include_str!("../export.rs"),
    include_str!("../feedback.rs"),
    include_str!("../member.rs"),
    include_str!("../member_role.rs"),
    include_str!("../payment.rs"),
    include_str!("../racing_event.rs"),
    include_str!("../results.rs"),
    include_str!("../sport_center.rs"),
    include_str!("../statistics.rs"),
    include_str!("../timekeeper.rs"),
    include_str!("../transfer.rs"),
    include_str!("../workspace.rs"),
);

#[test]
fn every_file_of_the_policy_is_read_by_the_table() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/src/policy");
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .expect("the policy folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name != "tests.rs" && name != "table_tests")
        .collect();
    files.sort();
    let read: Vec<&str> = SOURCE_FILES.to_vec();
    assert_eq!(
        files, read,
        "add the new file of policy/ to SOURCE and SOURCE_FILES"
    );
}

/// The files in [`SOURCE`].
const SOURCE_FILES: [&str; 16] = [
    "club.rs",
    "codebook.rs",
    "content.rs",
    "export.rs",
    "feedback.rs",
    "member.rs",
    "member_role.rs",
    "mod.rs",
    "payment.rs",
    "racing_event.rs",
    "results.rs",
    "sport_center.rs",
    "statistics.rs",
    "timekeeper.rs",
    "transfer.rs",
    "workspace.rs",
];

/// The names after `pub fn ` in `source`.
fn public_functions(source: &str) -> BTreeSet<&str> {
    source
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix("pub fn "))
        .filter_map(|rest| rest.split(['(', '<']).next())
        .collect()
}

/// The flag names after `prefix` (`ClubPermission::`) in `source`.
fn flags_named(source: &str, prefix: &str) -> BTreeSet<String> {
    source
        .split(prefix)
        .skip(1)
        .filter_map(|rest| rest.split(|c: char| !c.is_alphanumeric()).next())
        .filter(|name| *name != "ALL")
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_actors_are_the_columns() {
    let codes: Vec<String> = actors().into_iter().map(|actor| actor.code).collect();
    let columns: Vec<&str> = COLUMNS
        .split_whitespace()
        .filter(|cell| *cell != "|")
        .collect();
    assert_eq!(codes, columns);
}

#[test]
fn every_flag_a_rule_reads_has_its_columns() {
    fn names<T: std::fmt::Debug>(flags: &[(T, &str)]) -> BTreeSet<String> {
        flags.iter().map(|(flag, _)| format!("{flag:?}")).collect()
    }
    let source = SOURCE;
    assert_eq!(
        flags_named(source, "ClubPermission::"),
        names(&CLUB_FLAGS_READ),
        "club flags read in policy/ vs CLUB_FLAGS_READ"
    );
    assert_eq!(
        flags_named(source, "StaffPermission::"),
        names(&STAFF_FLAGS_READ),
        "staff flags read in policy/ vs STAFF_FLAGS_READ"
    );
}

#[test]
fn every_policy_function_follows_its_table() {
    let mut t = Tables {
        actors: actors(),
        covered: BTreeSet::new(),
        rows: 0,
        cases: 0,
        failures: Vec::new(),
    };

    events::rows(&mut t);
    register::rows(&mut t);

    pure! { t;
        can_read {
            AccessLevel::Hidden.can_read() => "n";
            AccessLevel::Read.can_read() => "y";
            AccessLevel::Write.can_read() => "y";
        }
        contains {
            ClubScope::All.contains(&FAR_CLUB) => "y";
            ClubScope::All.contains(&NO_DEPARTMENT_CLUB) => "y";
            ClubScope::Region(1).contains(&HOME) => "y";
            ClubScope::Region(1).contains(&REGION_CLUB) => "y";
            ClubScope::Region(1).contains(&NO_DEPARTMENT_CLUB) => "y";
            ClubScope::Region(1).contains(&DEPARTMENT_CLUB) => "n";
            ClubScope::Department(1).contains(&HOME) => "y";
            ClubScope::Department(1).contains(&DEPARTMENT_CLUB) => "y";
            ClubScope::Department(1).contains(&REGION_CLUB) => "n";
            ClubScope::Department(1).contains(&NO_DEPARTMENT_CLUB) => "n";
            ClubScope::Club(1).contains(&HOME) => "y";
            ClubScope::Club(1).contains(&REGION_CLUB) => "n";
            TransferScope::Region(2).contains(&TR_OUT) => "y";
            TransferScope::Region(1).contains(&TR_FAR) => "n";
            TransferScope::Club(1).contains(&TR_IN) => "y";
            TransferScope::Department(2).contains(&TR_OUT) => "n";
            TransferScope::Member(10).contains(&TR_OUT) => "y";
            TransferScope::Member(10).contains(&TR_IN) => "n";
            SportCenterScope::Region(1).contains(&SC_REGIONAL) => "y";
            SportCenterScope::Region(1).contains(&SC_NATIONAL) => "n";
            SportCenterScope::Department(1).contains(&SC_NATIONAL) => "y";
            SportCenterScope::Department(1).contains(&SC_FAR) => "n";
        }
        role_manager_flag {
            role_manager_flag(MemberRoleKind::Athlete) => "-";
            role_manager_flag(MemberRoleKind::Coach) => "COACH_MANAGER";
            role_manager_flag(MemberRoleKind::Instructor) => "COACH_MANAGER";
            role_manager_flag(MemberRoleKind::Referee) => "REFEREE_MANAGER";
            role_manager_flag(MemberRoleKind::TechnicalDelegate) => "TECHNICAL_DELEGATE_MANAGER";
            role_manager_flag(MemberRoleKind::HealthCheck) => "HEALTH_CHECK_MANAGER";
        }
        check_member_sort {
            check_member_sort(&list(AccessLevel::Hidden), MemberSortKey::LastName) => "ok";
            check_member_sort(&list(AccessLevel::Hidden), MemberSortKey::FirstName) => "ok";
            check_member_sort(&list(AccessLevel::Hidden), MemberSortKey::RegistrationNumber) => "ok";
            check_member_sort(&list(AccessLevel::Hidden), MemberSortKey::ClubName) => "ok";
            check_member_sort(&list(AccessLevel::Hidden), MemberSortKey::BirthDate) => "no";
            check_member_sort(&list(AccessLevel::Read), MemberSortKey::BirthDate) => "ok";
            check_member_sort(&list(AccessLevel::Write), MemberSortKey::BirthDate) => "ok";
        }
    }

    let missing: Vec<&str> = public_functions(SOURCE)
        .into_iter()
        .filter(|function| !t.covered.contains(function))
        .collect();
    assert!(
        missing.is_empty(),
        "public functions of policy/ without a table (see the module doc of table_tests.rs): {missing:?}"
    );
    assert!(
        t.failures.is_empty(),
        "{} of {} cases in {} rows differ from the table:\n{}",
        t.failures.len(),
        t.cases,
        t.rows,
        t.failures.join("\n")
    );
}
