//! Stopa's GraphQL schema: one Query/Mutation part per feature, the error codes, and the
//! committed SDL in `schema.graphql`.

pub mod auth;
pub mod cleanup;
pub mod club_contacts;
pub mod club_requests;
pub mod clubs;
pub mod codebooks;
pub mod context;
pub mod cost;
pub mod error;
pub mod fis_lists;
pub mod managers;
pub mod member_import;
pub mod member_record;
pub mod member_roles;
pub mod members;
pub mod nsa_check;
pub mod public_clubs;
pub mod public_members;
pub mod racing_events;
pub mod regions;
pub mod results;
pub mod shared;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};

/// Deepest selection allowed.
pub const MAX_DEPTH: usize = 16;
/// Largest query complexity allowed.
pub const MAX_COMPLEXITY: usize = 1000;

#[derive(MergedObject, Default)]
pub struct Query(
    auth::AuthQuery,
    cleanup::CleanupQuery,
    clubs::ClubsQuery,
    club_contacts::ClubContactsQuery,
    club_requests::ClubRequestsQuery,
    club_requests::ClubRequestsOfClubQuery,
    codebooks::CodebooksQuery,
    fis_lists::FisListsQuery,
    managers::ManagersQuery,
    member_import::MemberImportQuery,
    member_record::MemberRecordQuery,
    member_record::MemberHistoryQuery,
    member_roles::MemberRolesQuery,
    members::MembersQuery,
    nsa_check::NsaCheckQuery,
    public_clubs::PublicClubsQuery,
    public_members::PublicMembersQuery,
    racing_events::RacingEventsQuery,
    regions::RegionsQuery,
    results::ResultsQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    auth::AuthMutation,
    cleanup::CleanupMutation,
    clubs::ClubsMutation,
    club_contacts::ClubContactsMutation,
    club_requests::ClubRequestsMutation,
    codebooks::CodebooksMutation,
    fis_lists::FisListsMutation,
    managers::ManagersMutation,
    member_import::MemberImportMutation,
    member_record::MemberRecordMutation,
    member_roles::MemberRolesMutation,
    racing_events::RacingEventsMutation,
    results::ResultsMutation,
);

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
