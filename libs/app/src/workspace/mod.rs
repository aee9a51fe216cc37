//! The staff workspace: the overview of what waits for the active identity
//! (`/evidence/prehled`) and the header's global search.

mod overview;
mod search;

pub use overview::*;
pub use search::*;
