//! Tests of the sort orders, the keyset seek, the capped count and the name parts search.

use chrono::NaiveDate;
use stopa_domain::member::Sex;
use stopa_domain::policy::MemberScope;

use super::query::resolve_order;
use super::*;

fn sort(field: MemberSortField, descending: bool) -> MemberSort {
    MemberSort { field, descending }
}

#[test]
fn orders_resolve_to_index_columns_and_the_member_id() {
    let (order, id_descending) = resolve_order(&[]);
    let columns: Vec<&str> = order.iter().map(|column| column.column.sql).collect();
    assert_eq!(columns, ["m.last_name_sort", "m.first_name_sort"]);
    assert!(!id_descending);

    let (order, id_descending) = resolve_order(&[
        sort(MemberSortField::ClubName, true),
        sort(MemberSortField::FirstName, false),
    ]);
    let columns: Vec<(&str, bool)> = order
        .iter()
        .map(|column| (column.column.sql, column.descending))
        .collect();
    assert_eq!(
        columns,
        [
            ("m.club_name_sort", true),
            ("m.last_name_sort", true),
            ("m.first_name_sort", true),
        ]
    );
    assert!(id_descending);
}

#[test]
fn a_uniform_order_seeks_with_one_row_comparison() {
    let query = MemberListQuery {
        scope: MemberScope::All,
        filter: MemberFilter::default(),
        sort: vec![sort(MemberSortField::BirthDate, true)],
        limit: 50,
        position: PagePosition::After(SeekKey {
            values: vec![KeyValue::Date(NaiveDate::from_ymd_opt(2008, 5, 1).unwrap())],
            member_id: 7,
        }),
    };
    let statement = page_statement(&query);
    let sql = statement.literal_sql();
    assert!(
        sql.contains("and (m.birth_date, m.member_id) < ('2008-05-01'::date, 7)"),
        "{sql}"
    );
    assert!(
        sql.contains("order by m.birth_date desc, m.member_id desc limit 51)"),
        "{sql}"
    );
}

#[test]
fn a_mixed_order_seeks_column_by_column() {
    let query = MemberListQuery {
        scope: MemberScope::Club(3),
        filter: MemberFilter {
            search: Some("O'Neil".to_owned()),
            registration_number: None,
            ..MemberFilter::default()
        },
        sort: vec![
            sort(MemberSortField::RegistrationNumber, false),
            sort(MemberSortField::BirthDate, true),
        ],
        limit: 20,
        position: PagePosition::After(SeekKey {
            values: vec![
                KeyValue::Int(100_020),
                KeyValue::Date(NaiveDate::from_ymd_opt(2010, 1, 2).unwrap()),
            ],
            member_id: 9,
        }),
    };
    let statement = page_statement(&query);
    let sql = statement.literal_sql();
    assert!(sql.contains("ms.club_id = 3)"), "{sql}");
    assert!(sql.contains("fold_text('O''Neil')"), "{sql}");
    assert!(
        sql.contains(
            "and ((m.registration_number > 100020) or (m.registration_number = 100020 and \
             m.birth_date < '2010-01-02'::date) or (m.registration_number = 100020 and \
             m.birth_date = '2010-01-02'::date and m.member_id > 9))"
        ),
        "{sql}"
    );
    // The bound statement has the same shape with placeholders.
    assert!(
        statement.sql().contains("fold_text($2)"),
        "{}",
        statement.sql()
    );
}

#[test]
fn counts_stop_after_the_cap() {
    let statement = count_statement(
        MemberScope::Region(4),
        &MemberFilter {
            birth_year: Some(2008),
            sex: Some(Sex::Female),
            ..MemberFilter::default()
        },
    );
    assert_eq!(
        statement.literal_sql(),
        "select count(*) from (select 1 from member m where not m.archived and exists \
         (select 1 from membership ms join club c on c.club_id = ms.club_id where \
         ms.member_id = m.member_id and ms.valid_to is null and c.region_id = 4) and m.sex \
         = 'FEMALE' and m.birth_date >= '2008-01-01'::date and m.birth_date < \
         '2009-01-01'::date limit 10001) capped"
    );
}

#[test]
fn one_word_over_the_register_in_a_name_order_reads_the_name_parts() {
    let query = |scope, search: &str, sort: Vec<MemberSort>, sex| MemberListQuery {
        scope,
        filter: MemberFilter {
            search: Some(search.to_owned()),
            registration_number: None,
            sex,
            ..MemberFilter::default()
        },
        sort,
        limit: 50,
        position: PagePosition::Offset(0),
    };
    let reads_parts = |query: &MemberListQuery| {
        page_statement(query)
            .literal_sql()
            .contains("member_name_part")
    };
    let by_last = vec![sort(MemberSortField::LastName, false)];
    assert!(reads_parts(&query(MemberScope::All, " nov ", vec![], None)));
    assert!(reads_parts(&query(
        MemberScope::All,
        "Žák",
        vec![sort(MemberSortField::FirstName, true)],
        None
    )));
    // Two words, a short word, a wildcard, a scope, a filter or another order: the
    // member table's indexes.
    for other in [
        query(MemberScope::All, "jan nov", by_last.clone(), None),
        query(MemberScope::All, "nova", by_last.clone(), None),
        query(MemberScope::All, "no", by_last.clone(), None),
        query(MemberScope::All, "no%", by_last.clone(), None),
        query(MemberScope::Club(3), "nov", by_last.clone(), None),
        query(MemberScope::All, "nov", by_last.clone(), Some(Sex::Male)),
        query(
            MemberScope::All,
            "nov",
            vec![sort(MemberSortField::BirthDate, false)],
            None,
        ),
        query(
            MemberScope::All,
            "nov",
            vec![
                sort(MemberSortField::LastName, false),
                sort(MemberSortField::BirthDate, true),
            ],
            None,
        ),
    ] {
        assert!(!reads_parts(&other), "{other:?}");
    }
    assert_eq!(
        count_statement(
            MemberScope::All,
            &query(MemberScope::All, "nov", vec![], None).filter
        )
        .literal_sql(),
        "select least(coalesce((select members from member_trigram_count where archived \
         = false and trigram = fold_text('nov')), 0), 10001)::bigint"
    );
    let accented = MemberFilter {
        search: Some("Žák".to_owned()),
        registration_number: None,
        archived: true,
        ..MemberFilter::default()
    };
    assert_eq!(
        count_statement(MemberScope::All, &accented).literal_sql(),
        "select count(*) from (select 1 from member_name_part m where m.archived and \
         m.trigram = left(fold_text('Žák'), 3) and starts_with(m.part, \
         fold_text('Žák')) group by m.last_name_sort, m.first_name_sort, m.member_id \
         limit 10001) capped"
    );
}

#[test]
fn only_a_bare_name_search_is_read_from_the_name_and_register_indexes() {
    let narrowed = [
        MemberFilter {
            paid_season: Some((3, false)),
            ..MemberFilter::default()
        },
        MemberFilter {
            member_ids: Some(vec![1, 2]),
            ..MemberFilter::default()
        },
        MemberFilter {
            birth_years: Some((2006, 2010)),
            ..MemberFilter::default()
        },
        MemberFilter {
            role: Some(RoleCondition {
                kind: Some(stopa_domain::member::MemberRoleKind::Athlete),
                department_id: None,
                today: NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(),
            }),
            ..MemberFilter::default()
        },
    ];
    for filter in narrowed {
        // The whole register's count is the buckets' only without a filter ...
        let count = count_statement(MemberScope::All, &filter);
        assert!(
            !count.literal_sql().contains("member_sort_bucket"),
            "{filter:?}"
        );
        // ... and a three-letter search reads the name parts only without one.
        let searched = MemberFilter {
            search: Some("nov".to_owned()),
            ..filter
        };
        assert_eq!(
            name_parts_word(MemberScope::All, &searched),
            None,
            "{searched:?}"
        );
    }
    let bare = MemberFilter {
        search: Some("nov".to_owned()),
        ..MemberFilter::default()
    };
    assert_eq!(name_parts_word(MemberScope::All, &bare), Some("nov"));
    assert!(
        count_statement(MemberScope::All, &MemberFilter::default())
            .literal_sql()
            .contains("member_sort_bucket")
    );
}

#[test]
fn a_role_and_an_age_group_filter_by_the_roles_held_today_and_birth_dates() {
    let filter = MemberFilter {
        birth_years: Some((2006, 2010)),
        role: Some(RoleCondition {
            kind: Some(stopa_domain::member::MemberRoleKind::Athlete),
            department_id: Some(2),
            today: NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(),
        }),
        ..MemberFilter::default()
    };
    let count = count_statement(MemberScope::All, &filter);
    let sql = count.literal_sql();
    assert!(
        sql.contains("m.birth_date >= '2006-01-01'::date and m.birth_date < '2011-01-01'::date"),
        "{sql}"
    );
    assert!(
        sql.contains(
            "exists (select 1 from member_department_role r where r.member_id = m.member_id \
             and r.valid_from <= '2026-12-02'::date and (r.valid_to is null or r.valid_to >= \
             '2026-12-02'::date) and r.kind = 'ATHLETE' and r.department_id = 2)"
        ),
        "{sql}"
    );
}
