//! The api's integration tests, one binary: the real router over a fresh PostgreSQL database
//! per test and real Redis (the harness is `stopa_testkit::app`).

mod auth;
mod cleanup;
mod club;
mod club_request;
mod codebook;
mod endpoint;
mod entry_integrity;
mod event_department;
mod fis_list;
mod graphql_http;
mod hardening_cost;
mod hardening_csv;
mod hardening_headers;
mod hardening_introspection;
mod hardening_limits;
mod hardening_login;
mod hardening_personal;
mod hardening_text;
mod hardening_unavailable;
mod member;
mod member_import;
mod member_import_privacy;
mod member_lifecycle;
mod member_paging;
mod member_record;
mod pairing_reach;
mod racing_event;
mod request_flooding;
mod result_text_limits;
mod result_versions;
mod results;
mod sweep;
mod use_cases;
