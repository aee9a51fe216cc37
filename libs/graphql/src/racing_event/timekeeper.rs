//! Timekeeping companies and their form.

use async_graphql::SimpleObject;
pub use stopa_app::timekeeper::TimekeeperInput as TimekeepingCompanyInput;
use stopa_db::racing_event::TimekeeperRow;

use stopa_domain::policy::AccessLevel;

/// A timekeeping company.
#[derive(SimpleObject, Debug, Clone)]
pub struct TimekeepingCompany {
    pub id: i64,
    pub name: String,
    pub ico: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub web: Option<String>,
    pub contact_person: Option<String>,
    pub note: Option<String>,
    /// Events it is assigned to.
    pub event_count: i64,
    /// Its login accounts.
    pub account_count: i64,
    pub access: AccessLevel,
}

impl TimekeepingCompany {
    pub(super) fn of(row: TimekeeperRow, access: stopa_domain::policy::AccessLevel) -> Self {
        Self {
            id: row.timekeeping_company_id,
            name: row.name,
            ico: row.ico,
            email: row.email,
            phone: row.phone,
            web: row.web,
            contact_person: row.contact_person,
            note: row.note,
            event_count: row.event_count,
            account_count: row.account_count,
            access,
        }
    }
}
