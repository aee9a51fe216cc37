//! Stopa's GraphQL schema: one Query/Mutation part per feature, the error codes, and the
//! committed SDL in `schema.graphql`.

// The merged root types nest one level per part; their resolvers' futures outgrow the default.
#![recursion_limit = "256"]

pub mod auth;
pub mod branch_request;
pub mod cleanup;
pub mod club;
pub mod club_contact;
pub mod club_request;
pub mod codebook;
pub mod content;
pub mod context;
pub mod cost;
pub mod error;
pub mod feedback;
pub mod fis_list;
pub mod manager;
pub mod member;
pub mod member_import;
pub mod member_record;
pub mod member_role;
pub mod notification;
pub mod nsa_check;
pub mod payment;
pub mod public_club;
pub mod public_member;
pub mod racing_event;
pub mod ranking;
pub mod region;
pub mod registration;
pub mod results;
pub mod shared;
pub mod sport_center;
pub mod statistics;
pub mod transfer;
pub mod user;
pub mod workspace;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};

/// Deepest selection allowed.
pub const MAX_DEPTH: usize = 16;
/// Largest query complexity allowed.
pub const MAX_COMPLEXITY: usize = 1000;

/// Declares a merged root type and a function listing its parts with their fields, from one list
/// (async-graphql lets a later part's field silently replace an earlier one's of the same name;
/// `tests/schema.rs` checks that no name is declared twice).
macro_rules! merged {
    ($(#[$meta:meta])* $name:ident, $parts_fn:ident, $kind:literal: $($part:path),+ $(,)?) => {
        $(#[$meta])*
        #[derive(MergedObject, Default)]
        pub struct $name($($part),+);

        /// The parts of the root type with the field names each declares.
        pub fn $parts_fn() -> Vec<(&'static str, Vec<String>)> {
            vec![$((stringify!($part), root_fields::<$part>($kind))),+]
        }
    };
}

merged!(Query, query_parts, "Query":
    auth::AuthQuery,
    branch_request::BranchRequestsQuery,
    cleanup::CleanupQuery,
    club::ClubsQuery,
    club_contact::ClubContactsQuery,
    club_request::ClubRequestsQuery,
    club_request::ClubRequestsOfClubQuery,
    codebook::CodebooksQuery,
    content::ContentQuery,
    feedback::FeedbackQuery,
    fis_list::FisListsQuery,
    manager::ManagersQuery,
    member_import::MemberImportQuery,
    member_record::MemberRecordQuery,
    member_record::MemberHistoryQuery,
    member_role::MemberRolesQuery,
    member::MembersQuery,
    notification::NotificationsQuery,
    nsa_check::NsaCheckQuery,
    payment::PaymentsQuery,
    public_club::PublicClubsQuery,
    public_member::PublicMembersQuery,
    racing_event::RacingEventsQuery,
    ranking::RankingsQuery,
    region::RegionsQuery,
    registration::RegistrationQuery,
    registration::MemberClaimQuery,
    results::ResultsQuery,
    sport_center::SportCentersQuery,
    statistics::StatisticsQuery,
    transfer::TransfersQuery,
    user::UsersQuery,
    workspace::WorkspaceQuery,
);

merged!(Mutation, mutation_parts, "Mutation":
    auth::AuthMutation,
    branch_request::BranchRequestsMutation,
    cleanup::CleanupMutation,
    club::ClubsMutation,
    club_contact::ClubContactsMutation,
    club_request::ClubRequestsMutation,
    codebook::CodebooksMutation,
    content::ContentMutation,
    feedback::FeedbackMutation,
    fis_list::FisListsMutation,
    manager::ManagersMutation,
    member::MemberAnswersMutation,
    member_import::MemberImportMutation,
    member_record::MemberRecordMutation,
    member_role::MemberRolesMutation,
    notification::NotificationsMutation,
    payment::PaymentsMutation,
    racing_event::RacingEventsMutation,
    ranking::RankingsMutation,
    registration::RegistrationMutation,
    registration::MemberClaimMutation,
    results::ResultsMutation,
    sport_center::SportCentersMutation,
    statistics::StatisticsMutation,
    transfer::TransfersMutation,
    user::UsersMutation,
);

/// The field names one part declares on the root type `kind` ("Query" or "Mutation"), read
/// from the SDL of a schema made of that part alone.
fn root_fields<T: async_graphql::ObjectType + Default + 'static>(kind: &str) -> Vec<String> {
    let sdl = if kind == "Query" {
        Schema::build(
            T::default(),
            async_graphql::EmptyMutation,
            EmptySubscription,
        )
        .finish()
        .sdl()
    } else {
        Schema::build(Query::default(), T::default(), EmptySubscription)
            .finish()
            .sdl()
    };
    let start = format!("type {} {{", <T as async_graphql::OutputType>::type_name());
    sdl.split(&start)
        .nth(1)
        .and_then(|rest| rest.split("\n}").next())
        .map(|body| {
            // Field lines, leaving out the descriptions between `"""` lines and `"…"` ones.
            let mut in_description = false;
            let mut fields = Vec::new();
            for line in body.lines().map(str::trim) {
                if line.starts_with("\"\"\"") {
                    let closes_itself = line.len() > 3 && line.ends_with("\"\"\"");
                    if !closes_itself {
                        in_description = !in_description;
                    }
                    continue;
                }
                if in_description || line.is_empty() || line.starts_with('"') {
                    continue;
                }
                if let Some(name) = line.split(['(', ':']).next() {
                    fields.push(name.to_owned());
                }
            }
            fields
        })
        .unwrap_or_default()
}

pub type StopaSchema = Schema<Query, Mutation, EmptySubscription>;

/// The schema with its limits; the api adds the services as data.
pub fn schema_builder() -> SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

/// The SDL as committed in `libs/graphql/schema.graphql`.
pub fn schema_sdl() -> String {
    schema_builder().finish().sdl()
}
