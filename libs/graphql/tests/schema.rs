//! The committed schema must match the code. Regenerate with `STOPA_BLESS=1 cargo test`.

#[test]
fn committed_schema_matches_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/schema.graphql");
    let actual = stopa_graphql::schema_sdl();
    if std::env::var_os("STOPA_BLESS").is_some() {
        std::fs::write(path, &actual).expect("writes schema.graphql");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == actual,
        "libs/graphql/schema.graphql is stale: run `STOPA_BLESS=1 cargo test -p stopa-graphql --test schema`"
    );
}

/// async-graphql lets a part of the merged Query or Mutation silently replace a field of the
/// same name declared by another part (a `sportCenters` of one feature once hid the
/// codebook's): every root field is declared by one part only.
#[test]
fn no_root_field_is_declared_by_two_parts() {
    for (kind, parts) in [
        ("Query", stopa_graphql::query_parts()),
        ("Mutation", stopa_graphql::mutation_parts()),
    ] {
        let mut seen = std::collections::BTreeMap::new();
        let mut twice = Vec::new();
        for (part, fields) in &parts {
            assert!(!fields.is_empty(), "{kind} part {part} declares no field?");
            for field in fields {
                if let Some(other) = seen.insert(field.clone(), *part) {
                    twice.push(format!("{field}: {other} and {part}"));
                }
            }
        }
        assert!(twice.is_empty(), "{kind} fields declared twice: {twice:#?}");
    }
}
