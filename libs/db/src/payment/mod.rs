//! Fees, orders and bank payments (issue 25): the fee schedule of a season, orders with their
//! members and history, the fees they pay (`member_payment`, read through the view
//! `member_paid_season`), bank statements and their transactions.
//!
//! # Parts
//!
//! - `fee`: the fee schedule of an evidence season.
//! - `order`: orders, their members, history and the grid; the members a club may order.
//! - `statement`: bank statements (uploads and the Fio fetch), their transactions and the
//!   review list.
//! - `summary`: what was paid, by club and season, up to a day (state funding counts what was
//!   paid by 31 December).

mod fee;
mod order;
mod statement;
mod summary;

pub use fee::*;
pub use order::*;
pub use statement::*;
pub use summary::*;
