//! Every value of every `text_enum!` reads back as it was written: through PostgreSQL (as a
//! value and in an array), JSON and GraphQL; and every check constraint of the database that
//! lists the values of a column lists exactly the literals of that column's enum.
//!
//! A new enum must be added to [`every_enum`] (a test counts the declarations in libs/domain);
//! a new column with a value list must be added to [`column_enum`].

use std::collections::BTreeMap;
use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;
use sqlx::{PgPool, Postgres};
use stopa_domain::text_enum::TextEnum;
use stopa_domain::{
    address, branch, club, codebook, content, error_code, feedback, identity, job, member,
    member_import, member_role, notification, payment, policy, racing_event, ranking, registration,
    results, start_list, statistics, transfer,
};

/// Checks one enum; returns its name and literals.
async fn round_trip<E>(pool: &PgPool) -> (&'static str, Vec<&'static str>)
where
    E: TextEnum
        + Debug
        + Send
        + Sync
        + Serialize
        + DeserializeOwned
        + sqlx::Type<Postgres>
        + for<'q> sqlx::Encode<'q, Postgres>
        + for<'r> sqlx::Decode<'r, Postgres>
        + sqlx::postgres::PgHasArrayType
        + async_graphql::EnumType
        + Unpin,
{
    let literals: Vec<&'static str> = E::all().iter().map(|value| value.as_str()).collect();
    for &value in E::all() {
        let (back, text): (E, String) = sqlx::query_as("select $1, $1::text")
            .bind(value)
            .fetch_one(pool)
            .await
            .unwrap_or_else(|error| panic!("{}::{value:?} through PostgreSQL: {error}", E::NAME));
        assert_eq!(back, value, "{} read back from PostgreSQL", E::NAME);
        assert_eq!(text, value.as_str(), "{} as stored text", E::NAME);

        let json = serde_json::to_value(value).expect("serialises");
        assert_eq!(
            json,
            serde_json::json!(value.as_str()),
            "{} as JSON",
            E::NAME
        );
        let from_json: E = serde_json::from_value(json).expect("deserialises");
        assert_eq!(from_json, value, "{} read back from JSON", E::NAME);

        assert!(
            value
                .as_str()
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && value.as_str().starts_with(|c: char| c.is_ascii_uppercase()),
            "{}::{value:?}: literal {:?} is not an upper-case GraphQL name",
            E::NAME,
            value.as_str()
        );
    }
    let array: Vec<E> = sqlx::query_scalar("select $1::text[]")
        .bind(E::all().to_vec())
        .fetch_one(pool)
        .await
        .expect("an array reads back");
    assert_eq!(array, E::all(), "{} array", E::NAME);

    let graphql: Vec<&str> = E::items().iter().map(|item| item.name).collect();
    assert_eq!(graphql, literals, "{} GraphQL values", E::NAME);
    (E::NAME, literals)
}

macro_rules! every_enum {
    ($pool:expr; $($enum:ty),+ $(,)?) => {{
        let mut checked = BTreeMap::new();
        $(
            let (name, literals) = round_trip::<$enum>($pool).await;
            assert!(checked.insert(name, literals).is_none(), "{name} listed twice");
        )+
        checked
    }};
}

/// Every enum of libs/domain, checked.
async fn every_enum(pool: &PgPool) -> BTreeMap<&'static str, Vec<&'static str>> {
    every_enum!(pool;
        address::AddressSource,
        address::BuildingType,
        club::ClubRequestState,
        club::ClubSortKey,
        club::ClubState,
        club::ContactRole,
        club::LegalForm,
        codebook::OrganisationType,
        error_code::ErrorCode,
        identity::ClubPermission,
        identity::IdentityType,
        identity::InvitedRole,
        identity::StaffPermission,
        job::JobStatus,
        member::AgeGroup,
        member::AnswerStatus,
        member::MemberRoleKind,
        member::Sex,
        member_import::Encoding,
        member_import::FileKind,
        member_import::ImportOutcome,
        member_import::ImportProgress,
        member_import::ImportState,
        member_role::CoachLevel,
        member_role::InstructorLicence,
        member_role::RefereeType,
        member_role::RoleValidity,
        member_role::TechnicalDelegateType,
        notification::NotificationKind,
        payment::FeeKind,
        payment::OrderAction,
        payment::OrderSortKey,
        payment::OrderState,
        payment::PaymentAvailability,
        payment::PaymentMatch,
        payment::ReviewState,
        payment::StatementFormat,
        policy::AccessLevel,
        policy::ClubField,
        policy::MemberSortKey,
        policy::OverviewItem,
        racing_event::CalendarView,
        racing_event::DateChange,
        racing_event::DocumentKind,
        racing_event::EntryState,
        racing_event::EntryVia,
        branch::BranchRequestState,
        content::PageSectionKind,
        feedback::FeedbackKind,
        feedback::FeedbackStatus,
        racing_event::EventCategory,
        racing_event::EventKind,
        racing_event::EventState,
        racing_event::GenderGroup,
        racing_event::OrganiserKind,
        racing_event::PublicationStatus,
        racing_event::SuggestionKind,
        racing_event::SuggestionState,
        ranking::Rating,
        ranking::RankingCategory,
        ranking::RankingRule,
        registration::RegistrationState,
        registration::RequirementState,
        results::PairingMethod,
        results::PersonRoleKind,
        results::ResultFormat,
        results::ResultImportState,
        results::ResultRaceStatus,
        results::ResultStatus,
        start_list::StartMode,
        statistics::StatisticsGrain,
        statistics::StatisticsGrouping,
        statistics::StatisticsKind,
        statistics::StatisticsMeasure,
        transfer::TransferAction,
        transfer::TransferKind,
        transfer::TransferState,
    )
}

/// What a column with a list of values holds.
enum Column {
    /// The literals of an enum (`Name-VALUE`: but for VALUE, never stored there).
    Enum(&'static str),
    /// Values that are no enum of the domain (file types, an index's own keys).
    NoEnum,
    /// A column this test does not know yet.
    Unknown,
}

/// The enum of each column whose check constraint lists its values.
fn column_enum(table: &str, column: &str) -> Column {
    Column::Enum(match (table, column) {
        ("account_notification_off" | "notification_sent", "kind") => "NotificationKind",
        ("club", "legal_form") => "LegalForm",
        ("club", "state") => "ClubState",
        ("club_contact", "role") => "ContactRole",
        ("club_request", "state") => "ClubRequestState",
        ("branch_request", "state") => "BranchRequestState",
        ("member_registration" | "member_claim", "state") => "RegistrationState",
        // PUBLIC is nobody logged in: never an identity row.
        ("identity" | "invitation" | "feedback", "identity_type") => "IdentityType-PUBLIC",
        ("feedback", "kind") => "FeedbackKind",
        ("feedback", "status") | ("feedback_event", "from_status" | "to_status") => {
            "FeedbackStatus"
        }
        ("job", "status") => "JobStatus",
        ("transfer_inquiry", "kind") => "TransferKind",
        ("transfer_inquiry" | "transfer_inquiry_event", "state") => "TransferState",
        ("member", "answer_status") => "AnswerStatus",
        (
            "member"
            | "race_entry"
            | "ranking_entry"
            | "result_row"
            | "statistics_figure"
            | "suggestion_nickname",
            "sex",
        ) => "Sex",
        ("member_department_role", "kind") => "MemberRoleKind",
        ("member_department_role", "coach_level") => "CoachLevel",
        ("member_department_role", "instructor_licence") => "InstructorLicence",
        ("member_department_role", "referee_type") => "RefereeType",
        ("member_department_role", "technical_delegate_type") => "TechnicalDelegateType",
        ("member_import", "encoding") => "Encoding",
        ("member_import", "state") => "ImportState",
        ("member_import_row", "predicted_outcome" | "outcome") => "ImportOutcome",
        (
            "race" | "racing_category" | "racing_category_default" | "result_race",
            "gender_group",
        ) => "GenderGroup",
        ("race_entry", "state") => "EntryState",
        ("ranking", "rule") => "RankingRule",
        ("ranking", "rating") => "Rating",
        ("ranking_entry", "category") => "RankingCategory",
        ("race_start_list", "start_mode") => "StartMode",
        ("statistics_figure", "grain") => "StatisticsGrain",
        ("statistics_figure", "kind") => "StatisticsKind",
        ("statistics_figure", "measure") => "StatisticsMeasure",
        ("race_entry", "entered_via") => "EntryVia",
        ("racing_event" | "racing_event_suggestion", "category") => "EventCategory",
        ("racing_event", "date_change") => "DateChange",
        ("racing_event", "kind") => "EventKind",
        ("racing_event", "publication_status") => "PublicationStatus",
        ("racing_event", "state") => "EventState",
        ("racing_event_document", "kind") => "DocumentKind",
        ("racing_event_suggestion", "kind") => "SuggestionKind",
        ("racing_event_suggestion", "state") => "SuggestionState",
        ("result_import", "format") => "ResultFormat",
        ("result_import" | "bank_statement", "state") => "ResultImportState",
        ("result_race", "status") => "ResultRaceStatus",
        ("result_row", "pairing") => "PairingMethod",
        ("result_row", "role_kind") | ("sport_center_member", "role") => "PersonRoleKind",
        ("result_row", "status") => "ResultStatus",
        ("ruian_address", "building_type") => "BuildingType",
        ("ruian_address", "source") => "AddressSource",
        ("sport_center", "organisation_type") => "OrganisationType",
        // MIME types of photos and the name index's own sort keys: no enum of the domain.
        ("order_payment", "state") | ("order_payment_event", "from_state" | "to_state") => {
            "OrderState"
        }
        ("order_payment_item", "fee_kind") => "FeeKind",
        ("order_payment_event", "action") => "OrderAction",
        ("bank_statement", "format") => "StatementFormat",
        ("bank_transaction", "match") => "PaymentMatch",
        ("bank_transaction", "review") => "ReviewState",
        ("member_photo", "content_type")
        | ("feedback", "screenshot_type")
        | ("member_sort_bucket", "sort_key") => {
            return Column::NoEnum;
        }
        // Where a statement came from: an upload or the Fio API, no enum of the domain.
        ("bank_statement", "source") => return Column::NoEnum,
        _ => return Column::Unknown,
    })
}

/// The `column = ANY (ARRAY['A'::text, ...])` lists of a check constraint's definition.
fn value_lists(definition: &str) -> Vec<(String, Vec<String>)> {
    let mut lists = Vec::new();
    let mut rest = definition;
    while let Some(at) = rest.find(" = ANY (ARRAY[") {
        let column: String = rest[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let after = &rest[at + " = ANY (ARRAY[".len()..];
        let end = after.find(']').expect("the list ends");
        let values = after[..end]
            .split(", ")
            .map(|value| {
                value
                    .trim_end_matches("::text")
                    .trim_matches('\'')
                    .to_owned()
            })
            .collect();
        lists.push((column, values));
        rest = &after[end..];
    }
    lists
}

#[sqlx::test(migrations = "../../migrations")]
async fn every_enum_value_reads_back_and_the_database_allows_exactly_its_literals(pool: PgPool) {
    let enums = every_enum(&pool).await;

    let constraints: Vec<(String, String, String)> = sqlx::query_as(
        "select conrelid::regclass::text, conname, pg_get_constraintdef(oid)
         from pg_constraint
         where contype = 'c' and connamespace = 'public'::regnamespace
         order by 1, 2",
    )
    .fetch_all(&pool)
    .await
    .expect("constraints");
    let mut seen = 0;
    for (table, name, definition) in &constraints {
        for (column, values) in value_lists(definition) {
            let column = column.as_str();
            let enum_name = match column_enum(table, column) {
                Column::Enum(name) => name,
                Column::NoEnum => continue,
                Column::Unknown => panic!(
                    "{table}.{column} ({name}) lists values {values:?}: name its enum in column_enum"
                ),
            };
            // `Name-VALUE` names a literal of the enum that is never stored in the column.
            let mut parts = enum_name.split('-');
            let enum_name = parts.next().expect("a name");
            let never_stored: Vec<&str> = parts.collect();
            let literals: Vec<&str> = enums
                .get(enum_name)
                .unwrap_or_else(|| panic!("{enum_name} is not checked by every_enum"))
                .iter()
                .copied()
                .filter(|literal| !never_stored.contains(literal))
                .collect();
            let mut allowed = values.clone();
            allowed.sort();
            let mut expected: Vec<String> = literals.iter().map(|&l| l.to_owned()).collect();
            expected.sort();
            assert_eq!(
                allowed, expected,
                "{table}.{column} ({name}) allows other values than {enum_name}'s literals"
            );
            seen += 1;
        }
    }
    assert!(
        seen >= 30,
        "only {seen} value lists were compared: is the pattern still right?"
    );
}

#[test]
fn every_enum_of_the_domain_is_checked() {
    fn declared_in(folder: &std::path::Path) -> usize {
        let mut declared = 0;
        for entry in std::fs::read_dir(folder).expect("a source folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                declared += declared_in(&path);
            } else if path.extension().is_some_and(|ext| ext == "rs")
                && !path.ends_with("text_enum.rs")
            {
                declared += std::fs::read_to_string(&path)
                    .expect("reads")
                    .matches("text_enum! {")
                    .count();
            }
        }
        declared
    }
    let declared = declared_in(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../domain/src"
    )));
    let listed = include_str!("text_enums.rs")
        .split("every_enum!(pool;")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .expect("the list")
        .split(',')
        .filter(|item| item.trim().contains("::"))
        .count();
    assert_eq!(
        declared, listed,
        "libs/domain declares {declared} text_enum! enums; every_enum checks {listed}"
    );
}
