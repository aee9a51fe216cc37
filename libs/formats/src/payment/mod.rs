//! Paying fees: Czech bank accounts and their IBANs, the QR Platba text of an order, and bank
//! statements read into transactions for matching.

pub mod bank_account;
pub mod spayd;
pub mod statement;
