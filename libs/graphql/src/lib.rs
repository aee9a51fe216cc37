//! Stopa's GraphQL schema: one Query/Mutation part per feature, the error codes, and the
//! committed SDL in `schema.graphql`.

pub mod auth;
pub mod cleanup;
pub mod club;
pub mod club_contact;
pub mod club_request;
pub mod codebook;
pub mod context;
pub mod cost;
pub mod error;
pub mod fis_list;
pub mod manager;
pub mod member;
pub mod member_import;
pub mod member_record;
pub mod member_role;
pub mod nsa_check;
pub mod payment;
pub mod public_club;
pub mod public_member;
pub mod racing_event;
pub mod region;
pub mod results;
pub mod shared;
pub mod sport_center;
pub mod transfer;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};

/// Deepest selection allowed.
pub const MAX_DEPTH: usize = 16;
/// Largest query complexity allowed.
pub const MAX_COMPLEXITY: usize = 1000;

#[derive(MergedObject, Default)]
pub struct Query(
    auth::AuthQuery,
    cleanup::CleanupQuery,
    club::ClubsQuery,
    club_contact::ClubContactsQuery,
    club_request::ClubRequestsQuery,
    club_request::ClubRequestsOfClubQuery,
    codebook::CodebooksQuery,
    fis_list::FisListsQuery,
    manager::ManagersQuery,
    member_import::MemberImportQuery,
    member_record::MemberRecordQuery,
    member_record::MemberHistoryQuery,
    member_role::MemberRolesQuery,
    member::MembersQuery,
    nsa_check::NsaCheckQuery,
    payment::PaymentsQuery,
    public_club::PublicClubsQuery,
    public_member::PublicMembersQuery,
    racing_event::RacingEventsQuery,
    region::RegionsQuery,
    results::ResultsQuery,
    sport_center::SportCentersQuery,
    transfer::TransfersQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    auth::AuthMutation,
    cleanup::CleanupMutation,
    club::ClubsMutation,
    club_contact::ClubContactsMutation,
    club_request::ClubRequestsMutation,
    codebook::CodebooksMutation,
    fis_list::FisListsMutation,
    manager::ManagersMutation,
    member::MemberAnswersMutation,
    member_import::MemberImportMutation,
    member_record::MemberRecordMutation,
    member_role::MemberRolesMutation,
    payment::PaymentsMutation,
    racing_event::RacingEventsMutation,
    results::ResultsMutation,
    sport_center::SportCentersMutation,
    transfer::TransfersMutation,
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
