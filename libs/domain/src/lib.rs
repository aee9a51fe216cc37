//! Pure types and rules of Stopa: identities and the permission policy, authentication
//! primitives, birth numbers. No I/O happens here.

pub mod address;
pub mod auth;
pub mod birth_number;
pub mod branch;
pub mod club;
pub mod codebook;
pub mod content;
pub mod country;
pub mod error_code;
pub mod feedback;
pub mod identity;
pub mod job;
pub mod member;
pub mod member_import;
pub mod member_role;
pub mod money;
pub mod notification;
pub mod payment;
pub mod policy;
pub mod racing_event;
pub mod ranking;
pub mod registration;
pub mod results;
pub mod season;
pub mod start_list;
pub mod statistics;
pub mod text;
pub mod text_enum;
pub mod time;
pub mod transfer;
pub mod validation;
