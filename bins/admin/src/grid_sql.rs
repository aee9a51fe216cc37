//! `stopa-admin grid-sql`: the members grid's statements as the api sends them for the
//! Admin (the whole register), so that `ops/bench` measures the api against exactly its own
//! SQL run directly.

use stopa_db::member_list::{
    MemberFilter, MemberListQuery, MemberSort, MemberSortField, PagePosition, count_statement,
    page_statement, starts_from_search,
};
use stopa_domain::policy::MemberScope;

#[derive(Debug, clap::Args)]
pub struct GridSqlArgs {
    /// The search text.
    #[arg(long)]
    search: Option<String>,
    /// The birth-year filter.
    #[arg(long)]
    birth_year: Option<i32>,
    /// Sort keys in order: last-name, first-name, registration-number, birth-date or
    /// club-name, each with `:desc` for the descending order.
    #[arg(long)]
    sort: Vec<String>,
    /// The page number (without a cursor: an offset).
    #[arg(long, default_value_t = 1)]
    page: i64,
    #[arg(long, default_value_t = 50)]
    per_page: i64,
    /// The count's statement instead of the page's.
    #[arg(long)]
    count: bool,
    /// Every statement the api sends for the page with its total (`members` asking for
    /// `totalCount`), each ending with `;`: the page's, and the count's unless the page counts
    /// on its way (a selective name search).
    #[arg(long, conflicts_with = "count")]
    with_count: bool,
}

fn sort_key(text: &str) -> MemberSort {
    let (name, descending) = match text.strip_suffix(":desc") {
        Some(name) => (name, true),
        None => (text, false),
    };
    let field = match name {
        "first-name" => MemberSortField::FirstName,
        "registration-number" => MemberSortField::RegistrationNumber,
        "birth-date" => MemberSortField::BirthDate,
        "club-name" => MemberSortField::ClubName,
        _ => MemberSortField::LastName,
    };
    MemberSort { field, descending }
}

/// The statement with its values written in.
pub fn statement(args: &GridSqlArgs) -> String {
    let filter = MemberFilter {
        search: args.search.clone(),
        registration_number: None,
        member_ids: None,
        birth_year: args.birth_year,
        ..MemberFilter::default()
    };
    if args.count {
        return count_statement(MemberScope::All, &filter)
            .literal_sql()
            .to_owned();
    }
    let counted_on_the_way = starts_from_search(&filter);
    let count = count_statement(MemberScope::All, &filter)
        .literal_sql()
        .to_owned();
    let query = MemberListQuery {
        scope: MemberScope::All,
        filter,
        sort: args.sort.iter().map(|key| sort_key(key)).collect(),
        limit: args.per_page,
        position: PagePosition::Offset((args.page.max(1) - 1) * args.per_page),
    };
    let page = page_statement(&query).literal_sql().to_owned();
    match (args.with_count, counted_on_the_way) {
        (false, _) => page,
        (true, true) => format!("{page};"),
        (true, false) => format!("{page};\n{count};"),
    }
}
